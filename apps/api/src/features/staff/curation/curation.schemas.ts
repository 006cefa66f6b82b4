/**
 * Request and response bodies of the editors' curation calls (issue 23, /api/v1/staff/curation/...): a location's
 * editor picks and top picks, boosts, search suggestions, featured categories, contests and the feature flags.
 */
import { itemTypeSchema } from '@happenings/domain/enums';
import { LOCATION_SLUGS, locationSlugSchema } from '@happenings/domain/locations';
import { localDateSchema } from '@happenings/domain/schedule';
import {
  featureFlagsSchema,
  idSchema,
  instantSchema,
  slugSchema,
  textSchema,
} from '@happenings/domain/schemas';
import { z } from 'zod';

/** The two ordered lists of a location the discover streams show (spec §7 top-picks, editor-picks). */
export const PICK_LISTS = ['editor-picks', 'top-picks'] as const;
export const pickListSchema = z.enum(PICK_LISTS);
export type PickList = z.infer<typeof pickListSchema>;
/** A list's name when it is created for a location. */
export const PICK_LIST_NAMES: Record<PickList, string> = {
  'editor-picks': 'Editor’s picks',
  'top-picks': 'Top picks',
};
/** A list longer than this is no longer a pick (the streams' pages are 20 at most, spec §7). */
export const MAX_PICKS = 50;

export const locationParamsSchema = z.object({ location: locationSlugSchema });
export const picksParamsSchema = z.object({ location: locationSlugSchema, list: pickListSchema });
export const experienceParamsSchema = z.object({ experienceId: idSchema.max(200) });
export const recommendationParamsSchema = z.object({ id: z.uuid() });
export const contestParamsSchema = z.object({ id: z.uuid() });

const noteSchema = textSchema.trim().min(1).max(280);

const experienceSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    publishState: z.string(),
    location: z.enum(LOCATION_SLUGS).nullable(),
  })
  .meta({ id: 'CuratedExperience' });

export const pickSchema = z
  .object({
    experienceId: z.string(),
    /** Null when the experience no longer exists (it never shows; saving the list again drops it). */
    experience: experienceSummarySchema.nullable(),
    note: z.string().nullable(),
    /** Local dates of the location (inclusive) between which it shows; null leaves that side open. */
    startsOn: z.string().nullable(),
    endsOn: z.string().nullable(),
  })
  .meta({ id: 'Pick' });

export const picksSchema = z
  .object({ location: locationSlugSchema, list: pickListSchema, items: z.array(pickSchema) })
  .meta({ id: 'Picks' });

export const setPicksBodySchema = z
  .object({
    /** The whole list in its new order (a reorder sends the same items in another order). */
    items: z
      .array(
        z
          .object({
            experienceId: idSchema.max(200),
            note: noteSchema.nullable().optional(),
            startsOn: localDateSchema.nullable().optional(),
            endsOn: localDateSchema.nullable().optional(),
          })
          .refine((item) => !item.startsOn || !item.endsOn || item.startsOn <= item.endsOn, {
            message: 'endsOn must not be before startsOn',
            path: ['endsOn'],
          }),
      )
      .max(MAX_PICKS),
  })
  .meta({ id: 'SetPicksBody' });

export const boostSchema = z
  .object({
    experience: experienceSummarySchema,
    isBoosted: z.boolean(),
    /** Null: boosted with no end (older data), until an editor unboosts it. */
    boostedUntil: instantSchema.nullable(),
  })
  .meta({ id: 'Boost' });

export const boostListSchema = z.object({ items: z.array(boostSchema) }).meta({ id: 'BoostList' });

export const boostBodySchema = z
  .object({
    /** When the boost ends (exclusive); it must be in the future. */
    boostedUntil: instantSchema,
  })
  .meta({ id: 'BoostBody' });

const recommendationItemSchema = z.object({ type: itemTypeSchema, id: idSchema.max(200) });

export const curatedRecommendationSchema = z
  .object({
    id: z.string(),
    location: z.enum(LOCATION_SLUGS).nullable(),
    label: z.string(),
    /** The search it runs; null when it opens an item. */
    query: z.string().nullable(),
    item: z.object({ type: itemTypeSchema, id: z.string() }).nullable(),
    position: z.int(),
    isHighlighted: z.boolean(),
    isActive: z.boolean(),
  })
  .meta({ id: 'CuratedSearchRecommendation' });

export const curatedRecommendationListSchema = z
  .object({ items: z.array(curatedRecommendationSchema) })
  .meta({ id: 'CuratedSearchRecommendationList' });

const recommendationFields = {
  label: textSchema.trim().min(1).max(80),
  query: textSchema.trim().min(1).max(200).nullable(),
  item: recommendationItemSchema.nullable(),
  isHighlighted: z.boolean(),
  isActive: z.boolean(),
};

export const createRecommendationBodySchema = z
  .object({
    label: recommendationFields.label,
    query: recommendationFields.query.optional(),
    item: recommendationFields.item.optional(),
    isHighlighted: recommendationFields.isHighlighted.default(false),
    isActive: recommendationFields.isActive.default(true),
  })
  .refine((body) => Boolean(body.query) || Boolean(body.item), {
    message: 'Give a query to run or an item to open',
    path: ['query'],
  })
  .meta({ id: 'CreateSearchRecommendationBody' });

export const updateRecommendationBodySchema = z
  .object({
    label: recommendationFields.label.optional(),
    query: recommendationFields.query.optional(),
    item: recommendationFields.item.optional(),
    isHighlighted: recommendationFields.isHighlighted.optional(),
    isActive: recommendationFields.isActive.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Give at least one field to change',
    path: ['label'],
  })
  .meta({ id: 'UpdateSearchRecommendationBody' });

export const reorderBodySchema = z
  .object({
    /** Every suggestion of the location, each once, in the new order. */
    ids: z.array(z.uuid()).max(200),
  })
  .meta({ id: 'ReorderSearchRecommendationsBody' });

export const featuredCategoriesSchema = z
  .object({
    location: locationSlugSchema,
    items: z.array(z.object({ slug: z.string(), name: z.string() })),
  })
  .meta({ id: 'FeaturedCategories' });

export const setFeaturedCategoriesBodySchema = z
  .object({ slugs: z.array(slugSchema.max(100)).max(30) })
  .meta({ id: 'SetFeaturedCategoriesBody' });

export const curatedContestSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    location: z.enum(LOCATION_SLUGS).nullable(),
    rules: z.string().nullable(),
    prize: z.string().nullable(),
    startsAt: instantSchema.nullable(),
    endsAt: instantSchema.nullable(),
    createdAt: instantSchema,
    updatedAt: instantSchema,
  })
  .meta({ id: 'CuratedContest' });

export const curatedContestListSchema = z
  .object({ items: z.array(curatedContestSchema) })
  .meta({ id: 'CuratedContestList' });

const contestFields = {
  slug: slugSchema.min(2).max(100),
  name: textSchema.trim().min(1).max(120),
  description: textSchema.trim().max(2_000).nullable(),
  location: locationSlugSchema.nullable(),
  /** Plain text, paragraphs separated by blank lines. */
  rules: textSchema.trim().max(10_000).nullable(),
  prize: textSchema.trim().max(500).nullable(),
  startsAt: instantSchema.nullable(),
  endsAt: instantSchema.nullable(),
};

const endsAfterStart = (body: { startsAt?: string | null; endsAt?: string | null }) =>
  !body.startsAt || !body.endsAt || Date.parse(body.startsAt) < Date.parse(body.endsAt);
const endsAfterStartIssue = { message: 'endsAt must be after startsAt', path: ['endsAt'] };

export const createContestBodySchema = z
  .object({
    slug: contestFields.slug,
    name: contestFields.name,
    description: contestFields.description.optional(),
    location: contestFields.location.optional(),
    rules: contestFields.rules.optional(),
    prize: contestFields.prize.optional(),
    startsAt: contestFields.startsAt.optional(),
    endsAt: contestFields.endsAt.optional(),
  })
  .refine(endsAfterStart, endsAfterStartIssue)
  .meta({ id: 'CreateContestBody' });

export const updateContestBodySchema = z
  .object({
    slug: contestFields.slug.optional(),
    name: contestFields.name.optional(),
    description: contestFields.description.optional(),
    location: contestFields.location.optional(),
    rules: contestFields.rules.optional(),
    prize: contestFields.prize.optional(),
    startsAt: contestFields.startsAt.optional(),
    endsAt: contestFields.endsAt.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Give at least one field to change',
    path: ['name'],
  })
  .refine(endsAfterStart, endsAfterStartIssue)
  .meta({ id: 'UpdateContestBody' });

/** Each flag optional and without a default: a flag not sent keeps its value. */
export const featureFlagsBodySchema = z
  .object({
    showNoahContestAsCompleted: z.boolean().optional(),
    showNoahContestWebPage: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Give at least one flag',
    path: ['showNoahContestWebPage'],
  })
  .meta({ id: 'SetFeatureFlagsBody' });

export const staffFeatureFlagsSchema = featureFlagsSchema.meta({ id: 'StaffFeatureFlags' });
