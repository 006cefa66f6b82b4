/**
 * Where /auth/loading sends a visitor once the session is known: onboarding while the profile is not onboarded,
 * else `next`; back to sign in without a session.
 */
import { loginPath } from '@/features/auth/auth-paths';
import { withNext } from '@/features/auth/next-path';

export function destinationAfterSignIn(profile: { onboardedAt: string | null } | null, next: string): string {
  if (!profile) return loginPath(next);
  if (!profile.onboardedAt) return withNext('/onboarding', next);
  return next;
}
