/**
 * The people behind the guide (issue 23): who holds a staff role, finding anyone by name, username or e-mail for
 * the back office, and the two changes staff make to an account, each in one transaction with its audit row:
 * its roles (an admin's work) and whether its events are trusted to publish without review (an editor's).
 */
import { formatStaffRoles, ORDINARY_ROLE, parseStaffRoles, type StaffRole } from '@happenings/domain/staff';
import { and, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { isAfterCursor, type KeysetCursor, keysetInstant, toKeysetPage } from '../users/keyset-cursor.ts';
import type { UserRow } from '../users/users.queries.ts';
import { users } from '../users/users.table.ts';
import { recordStaffAction } from './staff-actions.queries.ts';

export interface PersonListRow {
  user: UserRow;
  cursorAt: string;
  cursorKey: string;
}

/** `text` as a LIKE pattern matching it anywhere, its own % _ and \ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One page of people, newest accounts first: without `query`, the staff (users_staff_idx); with it, anyone whose
 * name, username or e-mail contains it, whatever the case (the trigram indexes on name and username; an admin's
 * occasional look-up may scan for the e-mail).
 */
export async function listPeopleForStaff(
  db: Database,
  options: { query?: string | undefined; limit: number; cursor?: KeysetCursor | undefined },
): Promise<{ rows: PersonListRow[]; next: KeysetCursor | null }> {
  let match: SQL | undefined;
  if (options.query) {
    const pattern = containing(options.query);
    match = or(
      sql`${users.name} ILIKE ${pattern}`,
      sql`${users.username} ILIKE ${pattern}`,
      sql`${users.email} ILIKE ${pattern}`,
    );
  } else {
    match = ne(users.role, ORDINARY_ROLE);
  }
  const rows = await db
    .select({
      user: users,
      cursorAt: keysetInstant(users.createdAt),
      cursorKey: sql<string>`${users.id}`,
    })
    .from(users)
    .where(and(match, isAfterCursor(users.createdAt, users.id, options.cursor)))
    .orderBy(sql`${users.createdAt} DESC`, sql`${users.id} DESC`)
    .limit(options.limit + 1);
  return toKeysetPage(rows, options.limit);
}

/** The account with this e-mail address whatever its case (the admin command names people by e-mail), or null. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return rows[0] ?? null;
}

/** The staff, oldest account first (the admin command's `list`). */
export async function listStaff(db: Database): Promise<UserRow[]> {
  return db.select().from(users).where(ne(users.role, ORDINARY_ROLE)).orderBy(users.createdAt, users.id);
}

/** The accounts holding `role` itself (an admin who is not an editor is not one of the editors), oldest first. */
export async function listHoldersOf(db: Database, role: StaffRole): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(ne(users.role, ORDINARY_ROLE), sql`${role} = ANY(string_to_array(${users.role}, ','))`))
    .orderBy(users.createdAt, users.id);
}

export interface RolesChange {
  before: StaffRole[];
  after: StaffRole[];
  /** False when the account already held exactly these roles: nothing was written, nothing logged. */
  changed: boolean;
}

/**
 * Sets the account's staff roles to `roles` and logs it (CHANGE_ROLES, before and after), in one transaction
 * that locks the account's row, so two admins changing it at once apply one after the other, each logged with
 * what it really replaced. Null when there is no such account. `actorId` null: the admin command.
 */
export async function changeStaffRoles(
  db: Database,
  options: {
    actorId: string | null;
    userId: string;
    roles: readonly StaffRole[];
    reason?: string | null;
    now: number;
  },
): Promise<RolesChange | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, options.userId))
      .for('update');
    if (!row) return null;
    const before = parseStaffRoles(row.role);
    const after = parseStaffRoles(formatStaffRoles(options.roles));
    if (formatStaffRoles(before) === formatStaffRoles(after)) return { before, after, changed: false };
    await tx
      .update(users)
      .set({ role: formatStaffRoles(after), updatedAt: new Date(options.now) })
      .where(eq(users.id, options.userId));
    await recordStaffAction(tx, {
      actorId: options.actorId,
      action: 'CHANGE_ROLES',
      targetType: 'USER',
      targetId: options.userId,
      before: { roles: before },
      after: { roles: after },
      reason: options.reason ?? null,
      at: new Date(options.now),
    });
    return { before, after, changed: true };
  });
}

export interface TrustChange {
  before: { trusted: boolean; trustedAt: string | null };
  after: { trusted: boolean; trustedAt: string | null };
  changed: boolean;
}

/**
 * Marks the account trusted (its events publish without review) or takes that back, and logs it
 * (SET_HOST_TRUSTED), in one transaction locking the account's row. Trusting an account already trusted keeps
 * the date it was first trusted and logs nothing. Null when there is no such account.
 */
export async function setUserTrusted(
  db: Database,
  options: { actorId: string; userId: string; trusted: boolean; now: number },
): Promise<TrustChange | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ trustedAt: users.trustedAt })
      .from(users)
      .where(eq(users.id, options.userId))
      .for('update');
    if (!row) return null;
    const view = (trustedAt: Date | null) => ({
      trusted: trustedAt !== null,
      trustedAt: trustedAt?.toISOString() ?? null,
    });
    const before = view(row.trustedAt);
    if (before.trusted === options.trusted) return { before, after: before, changed: false };
    const trustedAt = options.trusted ? new Date(options.now) : null;
    await tx
      .update(users)
      .set({ trustedAt, updatedAt: new Date(options.now) })
      .where(eq(users.id, options.userId));
    const after = view(trustedAt);
    await recordStaffAction(tx, {
      actorId: options.actorId,
      action: 'SET_HOST_TRUSTED',
      targetType: 'USER',
      targetId: options.userId,
      before,
      after,
      at: new Date(options.now),
    });
    return { before, after, changed: true };
  });
}
