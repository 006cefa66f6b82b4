/**
 * Path parameters and the answer of the contests calls (spec §7 Contests and contacts).
 */
import { timingSchema } from '@happenings/domain/enums';
import { LOCATION_SLUGS } from '@happenings/domain/locations';
import { instantSchema, slugSchema } from '@happenings/domain/schemas';
import { z } from 'zod';

/** Contest ids are UUIDs (the database's default, and the seed's name-based ones). */
export const contestIdParamSchema = z.object({ id: z.uuid() });
export const contestSlugParamSchema = z.object({ slug: slugSchema.max(200) });

export const contestResponseSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    /** Null: not tied to one city. */
    location: z.enum(LOCATION_SLUGS).nullable(),
    /** Null: open-ended on that side. */
    startsAt: instantSchema.nullable(),
    endsAt: instantSchema.nullable(),
    rules: z.string().nullable(),
    prize: z.string().nullable(),
    /** spec §3 Timing: PAST once it ended, FUTURE otherwise (running or not started). */
    timing: timingSchema,
    /** Started and not ended: invites made for it now count on its leaderboard. */
    isActive: z.boolean(),
    /** Ended, or the spec §3 flag showNoahContestAsCompleted is on: show it as completed. */
    showAsCompleted: z.boolean(),
    /** The spec §3 flag showNoahContestWebPage: the website shows the contest's page. */
    showWebPage: z.boolean(),
  })
  .meta({ id: 'Contest' });
export type ContestResponse = z.infer<typeof contestResponseSchema>;

/** The contest a leaderboard ranks (GET /users/leaderboard/{x} with {x} a contest). */
export const contestSummarySchema = z
  .object({ id: z.string(), slug: z.string(), name: z.string() })
  .meta({ id: 'ContestSummary' });
