/**
 * Small factories for tests (STYLE.md: factories over fixtures). Each inserts one row with defaults that satisfy
 * every constraint, takes overrides for what the test cares about, and returns the inserted row.
 */

import { formatLocalDate, toZoned } from '@happenings/domain/time';
import { eq } from 'drizzle-orm';
import type { Database } from '../client/database.ts';
import { categories, experienceCategories } from '../experiences/categories.table.ts';
import { experiences } from '../experiences/experiences.table.ts';
import { setListedUntil } from '../experiences/occurrences.refresh.ts';
import { occurrences } from '../experiences/occurrences.table.ts';
import { locations } from '../locations/locations.table.ts';
import { users } from '../users/users.table.ts';

let sequence = 0;
/** A number unique within the test file, for slugs, e-mails and usernames. */
function nextSequence(): number {
  sequence += 1;
  return sequence;
}

/** spec §3: the two supported locations, with bounding boxes around each city. */
const LOCATION_DEFAULTS: Record<string, typeof locations.$inferInsert> = {
  'boston-ma': {
    slug: 'boston-ma',
    name: 'Boston',
    searchParam: 'boston',
    shortName: 'BOS',
    city: 'boston',
    isDefault: true,
    identifier: 'boston',
    isAppSupported: true,
    neLat: 42.45,
    neLng: -70.95,
    swLat: 42.22,
    swLng: -71.2,
  },
  'washington-dc': {
    slug: 'washington-dc',
    name: 'Washington DC',
    searchParam: 'washington-dc',
    shortName: 'DC',
    city: 'washington-dc',
    identifier: 'washington-dc',
    isAppSupported: false,
    neLat: 39.0,
    neLng: -76.9,
    swLat: 38.79,
    swLng: -77.12,
  },
};

/** Inserts one of the known locations (boston-ma, washington-dc) unless it is there already. */
export async function makeLocation(db: Database, slug: 'boston-ma' | 'washington-dc' = 'boston-ma') {
  const values = LOCATION_DEFAULTS[slug]!;
  await db.insert(locations).values(values).onConflictDoNothing();
  return values;
}

/** Inserts a user with a unique e-mail and username. */
export async function makeUser(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  const n = nextSequence();
  const [row] = await db
    .insert(users)
    .values({ name: `User ${n}`, email: `user${n}@example.test`, username: `user${n}`, ...overrides })
    .returning();
  return row!;
}

export interface MakeOccurrence {
  startsAt: Date;
  /** Defaults to startsAt. */
  endsAt?: Date;
  /** Defaults to startsAt's date in the experience's time zone. */
  localDate?: string;
  isAllDay?: boolean;
}

export type MakeExperienceOptions = Partial<typeof experiences.$inferInsert> & {
  /** Category slugs; created when missing, linked, and copied onto the occurrences. */
  categories?: string[];
  /** Occurrences to materialise, with the experience's location, coordinates and state copied on. */
  occurrences?: MakeOccurrence[];
};

/**
 * Inserts a published experience (location boston-ma unless told otherwise), its categories and occurrences.
 */
export async function makeExperience(db: Database, options: MakeExperienceOptions = {}) {
  const { categories: categorySlugs = [], occurrences: occurrenceInputs = [], ...overrides } = options;
  const n = nextSequence();
  const locationSlug = overrides.locationSlug === undefined ? 'boston-ma' : overrides.locationSlug;
  if (locationSlug === 'boston-ma' || locationSlug === 'washington-dc') await makeLocation(db, locationSlug);

  const [experience] = await db
    .insert(experiences)
    .values({
      name: `Experience ${n}`,
      slug: `experience-${n}`,
      publishState: 'PUBLISHED',
      lat: 42.3601,
      lng: -71.0589,
      ...overrides,
      locationSlug,
    })
    .returning();
  const row = experience!;

  for (const slug of categorySlugs) {
    await db.insert(categories).values({ slug, name: slug }).onConflictDoNothing();
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, slug));
    await db.insert(experienceCategories).values({ experienceId: row.id, categoryId: category!.id });
  }

  if (occurrenceInputs.length > 0) {
    await db.insert(occurrences).values(
      occurrenceInputs.map((occurrence) => ({
        experienceId: row.id,
        startsAt: occurrence.startsAt,
        endsAt: occurrence.endsAt ?? occurrence.startsAt,
        localDate:
          occurrence.localDate ?? formatLocalDate(toZoned(occurrence.startsAt.getTime(), row.timeZone)),
        isAllDay: occurrence.isAllDay ?? false,
        locationSlug: row.locationSlug,
        lat: row.lat,
        lng: row.lng,
        categories: categorySlugs,
        publishState: row.publishState,
        status: row.status,
        isBoosted: row.isBoosted,
      })),
    );
    await db.execute(setListedUntil([row.id]));
  }
  return row;
}
