/**
 * Who may see and edit an experience, and the batch mapping of rows to responses (categories and the caller's
 * interest loaded in one query each for a whole page).
 */
import type { Database } from '@happenings/db/client';
import {
  type ExperienceRow,
  listCategorySlugsByExperience,
  listUpcomingOccurrences,
} from '@happenings/db/experiences';
import { type HostRow, listHostsByIds } from '@happenings/db/hosts';
import { listInterestedAmong } from '@happenings/db/interested';
import type { z } from 'zod';
import type { SessionUser } from '../../context.ts';
import { findAuthorModerations } from '../moderation/author-moderation.ts';
import { type ExperienceResponse, toExperienceResponse } from './experience.response.ts';
import { loadExperienceReviews } from './experience-review.ts';
import type { experienceDetailSchema, hostSummarySchema } from './experiences.schemas.ts';

/** The creator, or the owner of its host. */
export function isExperienceOwner(
  row: Pick<ExperienceRow, 'creatorId'>,
  host: Pick<HostRow, 'ownerId'> | null | undefined,
  user: Pick<SessionUser, 'id'> | null,
): boolean {
  if (!user) return false;
  return row.creatorId === user.id || (!!host && host.ownerId === user.id);
}

/** Published experiences are public; drafts only to their owners (others get 404, not 403). */
export function isExperienceVisible(
  row: Pick<ExperienceRow, 'creatorId' | 'publishState'>,
  host: Pick<HostRow, 'ownerId'> | null | undefined,
  user: Pick<SessionUser, 'id'> | null,
): boolean {
  return row.publishState === 'PUBLISHED' || isExperienceOwner(row, host, user);
}

export async function findHostOf(db: Database, row: Pick<ExperienceRow, 'hostId'>): Promise<HostRow | null> {
  if (!row.hostId) return null;
  return (await listHostsByIds(db, [row.hostId])).get(row.hostId) ?? null;
}

/** Rows → responses with categories and, for a signed-in caller, isInterested: two queries for the page. */
export async function toExperienceResponses(
  db: Database,
  rows: readonly ExperienceRow[],
  options: { now: number; user: SessionUser | null },
): Promise<ExperienceResponse[]> {
  const ids = rows.map((row) => row.id);
  const [categoriesById, interestedIds, moderations] = await Promise.all([
    listCategorySlugsByExperience(db, ids),
    options.user
      ? listInterestedAmong(db, { userId: options.user.id, itemIds: ids, itemType: 'experience' })
      : Promise.resolve(null),
    findAuthorModerations(
      db,
      'experience',
      rows.map((row) => ({ id: row.id, authorId: row.creatorId })),
      options.user?.id,
    ),
  ]);
  return rows.map((row) => {
    const response = toExperienceResponse(row, {
      now: options.now,
      categories: categoriesById.get(row.id) ?? [],
      ...(interestedIds ? { isInterested: interestedIds.has(row.id) } : {}),
    });
    const moderation = moderations.get(row.id);
    return moderation ? { ...response, moderation } : response;
  });
}

/** A host as experience answers name it (HostSummary). */
export function toHostSummary(host: HostRow): z.input<typeof hostSummarySchema> {
  return { id: host.id, name: host.name, slug: host.slug, photoURL: host.image?.secure_url ?? null };
}

/** One experience with its host summary and next five occurrences (GET /experiences/{id} and /slug/{slug}). */
export async function toExperienceDetail(
  db: Database,
  row: ExperienceRow,
  host: HostRow | null,
  options: { now: number; user: SessionUser | null },
): Promise<z.input<typeof experienceDetailSchema>> {
  const canEdit = isExperienceOwner(row, host, options.user);
  const [[response], next, reviews] = await Promise.all([
    toExperienceResponses(db, [row], options),
    listUpcomingOccurrences(db, { experienceId: row.id, from: new Date(options.now), limit: 5 }),
    canEdit ? loadExperienceReviews(db, [row]) : Promise.resolve(null),
  ]);
  return {
    ...response!,
    ...(reviews ? { review: reviews.get(row.id) ?? null } : {}),
    host: host ? toHostSummary(host) : null,
    nextOccurrences: next.map((occurrence) => ({
      startsAt: occurrence.startsAt.toISOString(),
      endsAt: occurrence.endsAt.toISOString(),
      localDate: occurrence.localDate,
      isAllDay: occurrence.isAllDay,
    })),
    exdates: row.exdates ?? [],
    // The website's editor (/event/create/{id}) asks before it shows the form: creator or host owner only.
    canEdit,
  };
}
