/**
 * Limits of sending an event to people (spec §3 SHARED_EXPERIENCE, "send to a friend", and INVITED_TO_EXPERIENCE;
 * the spec sets none, these are ours). The API refuses a send past one with a message that names it, and the
 * website's dialog shows the same numbers.
 */
export const EXPERIENCE_SEND_LIMITS = {
  /** People named in one send. */
  recipientsPerSend: 20,
  /** Characters of the note sent along. */
  messageLength: 280,
  /** People one person sends events to per hour, shares and invites together. */
  recipientsPerHour: 60,
} as const;
