/**
 * A hint about a new password's strength (the register and reset forms). The API's rule is 8 to 128 characters
 * (auth.ts); above that we only advise: length matters most, then variety, and common patterns are weak.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordStrength = 'too-short' | 'weak' | 'fair' | 'strong';

const COMMON = /^(password|qwerty|letmein|welcome|happenings|iloveyou|abc123|123456|111111|000000)/i;

export function ratePassword(password: string): PasswordStrength {
  if (password.length < PASSWORD_MIN_LENGTH) return 'too-short';
  if (COMMON.test(password) || /^(.)\1+$/.test(password) || /^\d+$/.test(password)) return 'weak';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(password)).length;
  if (password.length >= 14 || (password.length >= 10 && kinds >= 3)) return 'strong';
  if (password.length >= 10 || kinds >= 2) return 'fair';
  return 'weak';
}

export const PASSWORD_STRENGTH_TEXT: Record<PasswordStrength, string> = {
  'too-short': `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  weak: 'Weak: add length, or mix words, digits and symbols.',
  fair: 'Fair: a few more characters make it strong.',
  strong: 'Strong password.',
};
