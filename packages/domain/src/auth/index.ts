export { CODE_VERIFIER_PATTERN, encodeBase64Url, toCodeChallenge } from './code-challenge.ts';
export { type DigestProvider, leadingZeroBits, solvePhoneChallenge } from './phone-challenge-solver.ts';
export {
  CALLING_CODES,
  type CallingCode,
  DEFAULT_CALLING_CODE,
  formatPhoneForDisplay,
  isE164,
  readCallingCode,
  toE164,
} from './phone-number.ts';
export { sha256 } from './sha256.ts';
