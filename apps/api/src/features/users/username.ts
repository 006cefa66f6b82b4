/**
 * Username rules (spec §5: the username is sent on its own; the rest of the form validation is ours): 3-30
 * letters, digits, '_' or '.', and not a word that is a route of the site (spec §2) or could pass for staff.
 */
import { usernameSchema } from '@happenings/domain/schemas';

export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  // spec §2 routes and site sections
  'about',
  'account',
  'api',
  'app',
  'auth',
  'careers',
  'event',
  'events',
  'experience',
  'experiences',
  'login',
  'logout',
  'media',
  'newsletter',
  'onboarding',
  'privacy',
  'register',
  'search',
  'static',
  'terms',
  'u',
  'user',
  'users',
  'verify',
  'discover',
  'collections',
  'roundups',
  'notifications',
  'settings',
  'boston',
  'washington',
  // people who are not users
  'admin',
  'administrator',
  'root',
  'system',
  'support',
  'help',
  'staff',
  'moderator',
  'happenings',
  'official',
  'security',
  'www',
  'mail',
  'null',
  'undefined',
  'me',
  'you',
  'anonymous',
]);

/** Why the username cannot be used, or null when it can (uniqueness is checked against the database apart). */
export function checkUsername(username: string): string | null {
  const parsed = usernameSchema.safeParse(username);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Invalid username';
  if (RESERVED_USERNAMES.has(username.toLowerCase())) return 'This username is reserved';
  return null;
}
