/**
 * A host's own experiences, for their "My events" list: those they created and those of the hosts they own (the
 * people who may edit them, experience-views isExperienceOwner), in four sections by where each stands: drafts,
 * waiting for an editor, published and still to come, published and over. Past is read from `listed_until`, the
 * end of the last materialised occurrence (spec §4: past once its last date has ended), so a section is a
 * condition on the row, answered with experiences_creator_idx or experiences_host_idx.
 */
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { hosts } from '../hosts/hosts.table.ts';
import type { ExperienceRow } from './experiences.queries.ts';
import { experiences } from './experiences.table.ts';

export const HOSTED_SECTIONS = ['DRAFTS', 'IN_REVIEW', 'UPCOMING', 'PAST'] as const;
export type HostedSection = (typeof HOSTED_SECTIONS)[number];

export interface ListHostedExperiencesOptions {
  /** The signed-in host. */
  userId: string;
  section: HostedSection;
  now: Date;
  limit: number;
  offset: number;
}

function ownedBy(userId: string): SQL {
  const ownHosts = sql`(SELECT ${hosts.id} FROM ${hosts} WHERE ${hosts.ownerId} = ${userId})`;
  return or(eq(experiences.creatorId, userId), inArray(experiences.hostId, ownHosts))!;
}

function sectionCondition(section: HostedSection, now: Date): SQL {
  switch (section) {
    case 'DRAFTS':
      return eq(experiences.publishState, 'NOT_PUBLISHED');
    case 'IN_REVIEW':
      return eq(experiences.publishState, 'PENDING_REVIEW');
    case 'UPCOMING':
      // Without a materialised occurrence (no dates yet) it is not over either.
      return and(
        eq(experiences.publishState, 'PUBLISHED'),
        or(isNull(experiences.listedUntil), gte(experiences.listedUntil, now)),
      )!;
    case 'PAST':
      return and(eq(experiences.publishState, 'PUBLISHED'), lt(experiences.listedUntil, now))!;
  }
}

/** Drafts by their last change; upcoming soonest first; past most recent first. */
function sectionOrder(section: HostedSection) {
  if (section === 'UPCOMING') return [sql`${experiences.startAt} ASC NULLS LAST`, asc(experiences.id)];
  if (section === 'PAST') return [desc(experiences.listedUntil), asc(experiences.id)];
  return [desc(experiences.updatedAt), asc(experiences.id)];
}

/** A page of one section, with the total of that section. */
export async function listHostedExperiences(
  db: Database,
  options: ListHostedExperiencesOptions,
): Promise<{ rows: ExperienceRow[]; total: number }> {
  const total = sql<number>`count(*) over ()`.mapWith(Number);
  const rows = await db
    .select({ experience: experiences, total })
    .from(experiences)
    .where(and(ownedBy(options.userId), sectionCondition(options.section, options.now)))
    .orderBy(...sectionOrder(options.section))
    .limit(options.limit)
    .offset(options.offset);
  return { rows: rows.map((row) => row.experience), total: rows[0]?.total ?? 0 };
}

/** How many of the host's experiences each section holds, in one statement. */
export async function countHostedExperiences(
  db: Database,
  options: { userId: string; now: Date },
): Promise<Record<HostedSection, number>> {
  const counted = (section: HostedSection) =>
    sql<number>`count(*) filter (where ${sectionCondition(section, options.now)})`.mapWith(Number);
  const [row] = await db
    .select({
      DRAFTS: counted('DRAFTS'),
      IN_REVIEW: counted('IN_REVIEW'),
      UPCOMING: counted('UPCOMING'),
      PAST: counted('PAST'),
    })
    .from(experiences)
    .where(ownedBy(options.userId));
  return { DRAFTS: row?.DRAFTS ?? 0, IN_REVIEW: row?.IN_REVIEW ?? 0, UPCOMING: row?.UPCOMING ?? 0, PAST: row?.PAST ?? 0 };
}
