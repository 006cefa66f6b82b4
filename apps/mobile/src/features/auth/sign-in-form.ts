/**
 * Checks of the sign-in form before anything is sent (the API checks again): the first problem per field.
 */

/** better-auth's limit on passwords (apps/api auth.ts maxPasswordLength). */
export const PASSWORD_MAX_LENGTH = 128;
/** RFC 5321: an address is at most 254 characters. */
export const EMAIL_MAX_LENGTH = 254;

export interface SignInErrors {
  email?: string;
  password?: string;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateSignIn(email: string, password: string): SignInErrors {
  const errors: SignInErrors = {};
  const address = email.trim();
  if (!address) errors.email = 'Enter your e-mail address.';
  else if (address.length > EMAIL_MAX_LENGTH || address.includes('\0') || !EMAIL_SHAPE.test(address))
    errors.email = 'Enter an e-mail address like name@example.com.';
  if (!password) errors.password = 'Enter your password.';
  else if (password.length > PASSWORD_MAX_LENGTH || password.includes('\0'))
    errors.password = 'That password is not one Happenings accepts.';
  return errors;
}
