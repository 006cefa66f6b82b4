/**
 * A signed-up account holding staff roles, granted as the admin command grants them (logged with no actor). The
 * roles are read with the session on every request, so the token signUp returned carries them from the next call.
 */
import { changeStaffRoles } from '@happenings/db/staff';
import type { StaffRole } from '@happenings/domain/staff';
import type { TestApp } from './create-test-app.ts';
import { type SignedUpUser, signUp } from './sign-up.ts';

export async function signUpStaff(
  t: TestApp,
  roles: readonly StaffRole[],
  input: Parameters<typeof signUp>[1] = {},
): Promise<SignedUpUser> {
  const user = await signUp(t, input);
  await changeStaffRoles(t.database.db, { actorId: null, userId: user.id, roles, now: t.deps.clock() });
  return user;
}
