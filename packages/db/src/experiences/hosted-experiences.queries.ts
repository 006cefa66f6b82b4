/**
 * A host's own experiences, for their "My events" list: those they created and those of the hosts they own (the
 * people who may edit them, experience-views isExperienceOwner), in four sections by where each stands: drafts,
 * waiting for an editor, published and still to come, published and over. Past (spec §4: its last date has ended)
 * is read from the row: `listed_until`, the end of its last materialised occurrence, or, when none was materialised
 * (all of it lies before the occurrence window), the end of its series or of its one date. Each section is then a
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

/** When it is over: its last materialised occurrence's end, else its series' or its one date's end. */
const lastEnd = sql<Date | null>`coalesce(${experiences.listedUntil}, ${experiences.untilAt}, ${experiences.endAt})`;

function sectionCondition(section: HostedSection, now: Date): SQL {
  switch (section) {
    case 'DRAFTS':
      return eq(experiences.publishState, 'NOT_PUBLISHED');
    case 'IN_REVIEW':
      return eq(experiences.publishState, 'PENDING_REVIEW');
    case 'UPCOMING':
      // Without any dates it is not over either.
      return and(eq(experiences.publishState, 'PUBLISHED'), or(isNull(lastEnd), gte(lastEnd, now)))!;
    case 'PAST':
      return and(eq(experiences.publishState, 'PUBLISHED'), lt(lastEnd, now))!;
  }
}

/** Drafts by their last change; upcoming soonest first; past most recent first. */
function sectionOrder(section: HostedSection) {
  if (section === 'UPCOMING') return [sql`${experiences.startAt} ASC NULLS LAST`, asc(experiences.id)];
  if (section === 'PAST') return [sql`${lastEnd} DESC`, asc(experiences.id)];
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
  return {
    DRAFTS: row?.DRAFTS ?? 0,
    IN_REVIEW: row?.IN_REVIEW ?? 0,
    UPCOMING: row?.UPCOMING ?? 0,
    PAST: row?.PAST ?? 0,
  };
}
