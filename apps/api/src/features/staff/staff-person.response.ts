/** An account as the back office shows it: its avatar, e-mail, staff roles, trust and ban. */
import type { UserRow } from '@happenings/db/users';
import { parseStaffRoles } from '@happenings/domain/staff';
import type { ApiConfig } from '../../env.ts';
import { PHONE_EMAIL_DOMAIN } from '../auth/auth.ts';
import { toAvatarUser } from '../users/user.response.ts';
import type { StaffPerson } from './staff.schemas.ts';

export function toStaffPerson(user: UserRow, config: ApiConfig): StaffPerson {
  return {
    ...toAvatarUser(user, config),
    // Phone sign-ups carry a placeholder address until they add one (auth.ts): not an e-mail to show.
    email: user.email.endsWith(`@${PHONE_EMAIL_DOMAIN}`) ? null : user.email,
    roles: parseStaffRoles(user.role),
    trusted: user.trustedAt !== null,
    banned: user.banned,
    createdAt: user.createdAt.toISOString(),
  };
}
