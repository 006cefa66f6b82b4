/**
 * `npm run admin -- <command>` (issue 23): where the first admin comes from, and a way in for the operator when no
 * admin can sign in. Run on the server with the API's environment, it acts as nobody in particular: its changes
 * are in the audit log with no actor (the admin command).
 *
 *   grant <email> <role>    give the account a staff role (admin, editor or moderator)
 *   revoke <email> <role>   take one away
 *   list                    the staff and their roles
 */
import type { Database } from '@happenings/db/client';
import { changeStaffRoles, findUserByEmail, listStaff } from '@happenings/db/staff';
import { isStaffRole, parseStaffRoles, STAFF_ROLE_DUTIES, STAFF_ROLES } from '@happenings/domain/staff';

export const ADMIN_COMMAND_USAGE = [
  'Usage: npm run admin -- grant <email> <role>',
  '       npm run admin -- revoke <email> <role>',
  '       npm run admin -- list',
  `Roles: ${STAFF_ROLES.map((role) => `${role} (${STAFF_ROLE_DUTIES[role]})`).join('; ')}.`,
].join('\n');

export interface AdminCommandResult {
  /** 0 done, 1 refused (bad arguments, unknown account). */
  exitCode: 0 | 1;
  lines: string[];
}

const refused = (...lines: string[]): AdminCommandResult => ({ exitCode: 1, lines });

export async function runAdminCommand(
  db: Database,
  args: readonly string[],
  options: { now: number },
): Promise<AdminCommandResult> {
  const [command, email, role, ...extra] = args;
  if (command === 'list' && args.length === 1) {
    const staff = await listStaff(db);
    if (staff.length === 0) return { exitCode: 0, lines: ['No staff yet: grant someone admin.'] };
    return {
      exitCode: 0,
      lines: staff.map((user) => `${user.email}\t${parseStaffRoles(user.role).join(', ')}\t${user.name}`),
    };
  }
  if ((command !== 'grant' && command !== 'revoke') || !email || !role || extra.length > 0) {
    return refused(ADMIN_COMMAND_USAGE);
  }
  if (!isStaffRole(role)) return refused(`Unknown role '${role}'.`, ADMIN_COMMAND_USAGE);
  const user = await findUserByEmail(db, email);
  if (!user) return refused(`No account has the e-mail address ${email}: sign up first, then grant.`);
  const held = parseStaffRoles(user.role);
  const roles = command === 'grant' ? [...held, role] : held.filter((each) => each !== role);
  const change = await changeStaffRoles(db, { actorId: null, userId: user.id, roles, now: options.now });
  if (!change) return refused(`No account has the e-mail address ${email}.`);
  const now = change.after.length > 0 ? change.after.join(', ') : 'no staff role';
  if (!change.changed) {
    return {
      exitCode: 0,
      lines: [`${user.email} already ${command === 'grant' ? 'holds' : 'lacks'} ${role}: ${now}.`],
    };
  }
  return { exitCode: 0, lines: [`${user.email}: ${now}.`] };
}
