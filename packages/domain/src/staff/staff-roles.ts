/**
 * The people who run the guide (issue 23): admin, editor and moderator, beside ordinary accounts. An account may
 * hold several; an admin may do everything. The roles are stored as better-auth's admin plugin keeps its `role`
 * field, a comma-separated list ('editor,moderator'; 'user' for an ordinary account), and read and written only
 * through the two functions below, so no other code parses that text. Zod-free: the website imports it.
 */

export const STAFF_ROLES = ['admin', 'editor', 'moderator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What the admin plugin writes for an account without a staff role (its `defaultRole`). */
export const ORDINARY_ROLE = 'user';

/** What each role is for, as the back office and the admin command describe it. */
export const STAFF_ROLE_DUTIES: Record<StaffRole, string> = {
  admin: 'everything, and who holds which role',
  editor: 'the review queue, trusted hosts and curation',
  moderator: 'reports, hiding and removing content, warnings and bans',
};

const KNOWN = new Set<string>(STAFF_ROLES);

export function isStaffRole(value: string): value is StaffRole {
  return KNOWN.has(value);
}

/** The stored role text → the staff roles it holds, in STAFF_ROLES order ('user' and unknown words hold none). */
export function parseStaffRoles(stored: string | null | undefined): StaffRole[] {
  const words = new Set((stored ?? '').split(',').map((word) => word.trim().toLowerCase()));
  return STAFF_ROLES.filter((role) => words.has(role));
}

/** Staff roles → the stored role text: each once, in STAFF_ROLES order; 'user' when there are none. */
export function formatStaffRoles(roles: readonly StaffRole[]): string {
  const held = STAFF_ROLES.filter((role) => roles.includes(role));
  return held.length > 0 ? held.join(',') : ORDINARY_ROLE;
}

/** Whether `roles` let their holder do work that needs one of `wanted`: an admin may do everything. */
export function hasStaffRole(roles: readonly StaffRole[], wanted: readonly StaffRole[]): boolean {
  return roles.includes('admin') || roles.some((role) => wanted.includes(role));
}

export function isStaff(roles: readonly StaffRole[]): boolean {
  return roles.length > 0;
}
