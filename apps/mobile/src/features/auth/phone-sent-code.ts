/**
 * The code phone sign-in has texted, as its two steps pass it on: the number step makes it, the screen keeps it,
 * the code step checks the code against it and counts down to sending another.
 */
export interface SentCode {
  country: string;
  /** The national part, as the API got it (E.164 without `+country`). */
  national: string;
  e164: string;
  sentAt: number;
}
