/**
 * Routes of the identity screens (spec §2).
 */
import { withNext } from '@/features/auth/next-path';

/** Where e-mail links land (the API's AUTH_ACTION_PATH). The folder is app/%5F%5F: `_` folders are private. */
export const AUTH_ACTION_PATH = '/__/auth/action';

/** The sign-in loading screen that resolves the session and goes on (spec §2 /auth/loading). */
export function authLoadingPath(next: string): string {
  return withNext('/auth/loading', next);
}

/** Sign-in with the place to come back to. */
export function loginPath(next: string): string {
  return withNext('/login', next);
}
