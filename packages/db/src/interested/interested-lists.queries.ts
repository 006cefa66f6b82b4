import type { ItemType, Timing } from '@happenings/domain/enums';
import { REPEATING_RECURRENCES } from '@happenings/domain/schedule';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import type { ExperienceRow } from '../experiences/experiences.queries.ts';
import { experiences } from '../experiences/experiences.table.ts';
import { isAfterCursor, type KeysetCursor, keysetInstant, toKeysetPage } from '../users/keyset-cursor.ts';
import { interested } from './interested.table.ts';
import { experienceVisibleTo, interestVisibleTo, type Viewer } from './item-visibility.queries.ts';

/** The unique key of an interest within one user's list: 'experience:abc'. */
const itemKey = sql<string>`(${interested.itemType} || ':' || ${interested.itemId})`;

export interface UserInterestRow {
  itemType: ItemType;
  itemId: string;
  createdAt: Date;
  cursorAt: string;
  cursorKey: string;
}

/**
 * spec §7 GET /api/v1/users/interested: a user's interests (any item type, or one), newest first, keyset paged
 * on (created_at, type:id) over interested_user_created_idx; only items the viewer may see (item-visibility).
 */
export async function listUserInterests(
  db: Database,
  options: {
    userId: string;
    viewerId: Viewer;
    itemType?: ItemType | undefined;
    limit: number;
    cursor?: KeysetCursor | undefined;
  },
): Promise<{ rows: UserInterestRow[]; next: KeysetCursor | null }> {
  const rows = await db
    .select({
      itemType: sql<ItemType>`${interested.itemType}`,
      itemId: interested.itemId,
      createdAt: interested.createdAt,
      cursorAt: keysetInstant(interested.createdAt),
      cursorKey: itemKey,
    })
    .from(interested)
    .where(
      and(
        eq(interested.userId, options.userId),
        options.itemType ? eq(interested.itemType, options.itemType) : undefined,
        interestVisibleTo(options.viewerId),
        isAfterCursor(interested.createdAt, itemKey, options.cursor),
      ),
    )
    .orderBy(desc(interested.createdAt), desc(itemKey))
    .limit(options.limit + 1);
  return toKeysetPage(rows, options.limit);
}

/**
 * spec §4 "past", in SQL over the stored instants: a repeating schedule (DAILY, WEEKLY, MONTHLY, YEARLY) is past
 * once until_at (the end of repeatsUntil's day) is before now, never without one; any other once end_at is.
 * The same rule as isPast of @happenings/domain/schedule, which callers apply to the page as the final word.
 */
export function isPastSql(now: Date): SQL {
  const repeating = inArray(experiences.repeats, [...REPEATING_RECURRENCES]);
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`(CASE WHEN ${repeating} THEN coalesce(${experiences.untilAt} < ${at}, false)
                   ELSE coalesce(${experiences.endAt} < ${at}, false) END)`;
}

export interface InterestedExperienceRow {
  experience: ExperienceRow;
  interestedAt: Date;
  cursorAt: string;
  cursorKey: string;
}

/**
 * spec §7 GET /api/v2/users/interested: the experiences a user is interested in, newest interest first, keyset
 * paged like listUserInterests; only experiences the viewer may see (item-visibility), optionally only PAST or
 * FUTURE ones (spec §3 Timing) at `now`.
 */
export async function listUserInterestedExperiences(
  db: Database,
  options: {
    userId: string;
    viewerId: Viewer;
    timing?: Timing | undefined;
    now: Date;
    limit: number;
    cursor?: KeysetCursor | undefined;
  },
): Promise<{ rows: InterestedExperienceRow[]; next: KeysetCursor | null }> {
  const { viewerId, timing, now } = options;
  const timingFilter =
    timing === 'PAST' ? isPastSql(now) : timing === 'FUTURE' ? sql`NOT ${isPastSql(now)}` : undefined;
  const rows = await db
    .select({
      experience: experiences,
      interestedAt: interested.createdAt,
      cursorAt: keysetInstant(interested.createdAt),
      cursorKey: itemKey,
    })
    .from(interested)
    .innerJoin(experiences, eq(experiences.id, interested.itemId))
    .where(
      and(
        eq(interested.userId, options.userId),
        eq(interested.itemType, 'experience'),
        experienceVisibleTo(viewerId),
        timingFilter,
        isAfterCursor(interested.createdAt, itemKey, options.cursor),
      ),
    )
    .orderBy(desc(interested.createdAt), desc(itemKey))
    .limit(options.limit + 1);
  return toKeysetPage(rows, options.limit);
}
