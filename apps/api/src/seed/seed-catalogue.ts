/**
 * The demo catalogue: locations, categories, places (real venues), hosts (each venue's organiser plus
 * independent collectives) and experiences composed from the category templates, with their `when` mapped onto
 * the experiences columns exactly as the experiences routes store it.
 */

import type {
  categories,
  experienceCategories,
  experiences,
  hosts,
  locations,
  places,
} from '@happenings/db/schema';
import { LOCATION_LIST, type LocationSlug } from '@happenings/domain/locations';
import { deriveScheduleType } from '@happenings/domain/schedule';
import type { MediaItem } from '@happenings/domain/schemas';
import {
  CATEGORY_SLUGS,
  type CategorySlug,
  getSeedCategory,
  SEED_ADJECTIVES,
  SEED_CATEGORIES,
  type SeedCategory,
} from './seed-categories.ts';
import { type ArtworkSpec, mapConcurrently, type SeedImageStore } from './seed-images.ts';
import type { SeedPerson } from './seed-people.ts';
import { type Random, seedId, slugify } from './seed-random.ts';
import { buildSchedule, localToday, pickScheduleKind, type SeedSchedule } from './seed-schedules.ts';
import { SEED_VENUES, type SeedVenue } from './seed-venues.ts';

export type LocationInsert = typeof locations.$inferInsert;
export type CategoryInsert = typeof categories.$inferInsert;
export type PlaceInsert = typeof places.$inferInsert;
export type HostInsert = typeof hosts.$inferInsert;
export type ExperienceInsert = typeof experiences.$inferInsert;
export type ExperienceCategoryInsert = typeof experienceCategories.$inferInsert;

/** Image variants rendered per category; experiences reuse them. */
export const IMAGE_VARIANTS = 12;

export const categoryId = (slug: CategorySlug) => seedId('category', slug);

export function buildLocations(): LocationInsert[] {
  return LOCATION_LIST.map((location) => ({
    slug: location.slug,
    name: location.name,
    searchParam: location.searchParam,
    shortName: location.shortName,
    city: location.searchParam,
    isDefault: location.isDefault,
    identifier: location.identifier,
    landingPage: location.landingPage,
    isAppSupported: location.isAppSupported,
    timeZone: location.timeZone,
    neLat: location.boundingBox.ne.lat,
    neLng: location.boundingBox.ne.lng,
    swLat: location.boundingBox.sw.lat,
    swLng: location.boundingBox.sw.lng,
  }));
}

export function buildCategories(): CategoryInsert[] {
  return SEED_CATEGORIES.map((category, position) => ({
    id: categoryId(category.slug),
    slug: category.slug,
    name: category.name,
    position,
  }));
}

export interface SeedPlace {
  id: string;
  slug: string;
  location: LocationSlug;
  venue: SeedVenue;
  hostId: string;
}

export function buildPlaces(): { places: PlaceInsert[]; seedPlaces: SeedPlace[] } {
  const seedPlaces: SeedPlace[] = [];
  for (const location of LOCATION_LIST) {
    for (const venue of SEED_VENUES[location.slug]) {
      const slug = slugify(venue.name);
      seedPlaces.push({
        id: seedId('place', slug),
        slug,
        location: location.slug,
        venue,
        hostId: seedId('host', slug),
      });
    }
  }
  const rows = seedPlaces.map(({ id, slug, location, venue }) => ({
    id,
    name: venue.name,
    address: venue.address,
    city: venue.city,
    state: venue.state,
    postalCode: venue.postalCode,
    lat: venue.lat,
    lng: venue.lng,
    locationSlug: location,
    externalSource: 'happenings-seed',
    externalId: slug,
  }));
  return { places: rows, seedPlaces };
}

export interface SeedHost {
  id: string;
  name: string;
  slug: string;
  location: LocationSlug;
  ownerId: string;
  /** Independent hosts stick to one category; venue hosts follow their venue. */
  category: CategorySlug | null;
}

/** One host per venue (its organiser) and one independent collective per location and category. */
export async function buildHosts(
  random: Random,
  options: { seedPlaces: readonly SeedPlace[]; organisers: readonly SeedPerson[]; images: SeedImageStore },
): Promise<{ hosts: HostInsert[]; seedHosts: SeedHost[] }> {
  const seedHosts: SeedHost[] = options.seedPlaces.map((place) => ({
    id: place.hostId,
    name: place.venue.name,
    slug: place.slug,
    location: place.location,
    ownerId: random.pick(options.organisers).id,
    category: null,
  }));
  for (const location of LOCATION_LIST) {
    for (const category of SEED_CATEGORIES) {
      const name = `${location.shortName} ${category.name} Collective`;
      const slug = slugify(name);
      seedHosts.push({
        id: seedId('host', slug),
        name,
        slug,
        location: location.slug,
        ownerId: random.pick(options.organisers).id,
        category: category.slug,
      });
    }
  }
  const images = await mapConcurrently(seedHosts, 8, (host) => {
    const category = host.category ?? venueCategory(options.seedPlaces, host.id);
    return options.images.place(
      `seed/hosts/${host.slug}`,
      hostArtwork(getSeedCategory(category), host.name, random.int(0, IMAGE_VARIANTS - 1)),
    );
  });
  const rows = seedHosts.map((host, i) => ({
    id: host.id,
    name: host.name,
    slug: host.slug,
    description: host.category
      ? `Independent organisers of ${getSeedCategory(host.category).name.toLowerCase()} events around ${LOCATION_LIST.find((l) => l.slug === host.location)?.name}.`
      : `Events and programmes at ${host.name}.`,
    website: `https://example.com/${host.slug}`,
    image: images[i] ?? null,
    ownerId: host.ownerId,
  }));
  return { hosts: rows, seedHosts };
}

function venueCategory(places: readonly SeedPlace[], hostId: string): CategorySlug {
  return places.find((place) => place.hostId === hostId)?.venue.categories[0] ?? 'community';
}

/**
 * The picture of an event, post or roundup of a category: its motif in its palette, turned by the variant; no
 * letters (the card says the name, and a row of initials told nothing apart).
 */
export function artwork(category: SeedCategory, variant: number): ArtworkSpec {
  return {
    key: category.slug,
    palette: category.palette,
    label: '',
    variant,
    shape: 'banner',
    motif: category.slug,
  };
}

/** 'The Sinclair' -> 'S', 'Boston Music Collective' -> 'BM': the first letters of a name's first two words. */
export function hostInitials(name: string): string {
  const words = name.split(/[\s&-]+/).filter((word) => word && !/^the$/i.test(word));
  return (
    words
      .slice(0, 2)
      .map((word) => word.charAt(0).toUpperCase())
      .join('') || '?'
  );
}

/** A host's picture: its own initials over its category's motif. */
export function hostArtwork(category: SeedCategory, hostName: string, variant: number): ArtworkSpec {
  return {
    key: `host-${category.slug}`,
    palette: category.palette,
    label: hostInitials(hostName),
    variant,
    shape: 'avatar',
    motif: category.slug,
  };
}

export interface SeedExperience {
  id: string;
  slug: string;
  name: string;
  location: LocationSlug;
  categories: CategorySlug[];
  schedule: SeedSchedule;
  placeId: string;
  hostId: string;
  isPublished: boolean;
  isUpcoming: boolean;
}

export interface BuildExperiencesOptions {
  now: number;
  counts: Readonly<Record<LocationSlug, number>>;
  seedPlaces: readonly SeedPlace[];
  seedHosts: readonly SeedHost[];
  people: readonly SeedPerson[];
  images: SeedImageStore;
}

/** Composes the experiences of every location (see the file comment), placing one image per experience. */
export async function buildExperiences(
  random: Random,
  options: BuildExperiencesOptions,
): Promise<{
  experiences: ExperienceInsert[];
  experienceCategories: ExperienceCategoryInsert[];
  seedExperiences: SeedExperience[];
}> {
  const slugs = new Set<string>();
  const seedExperiences: SeedExperience[] = [];
  const rows: Omit<ExperienceInsert, 'media'>[] = [];
  const imageJobs: { publicId: string; category: SeedCategory; variant: number }[] = [];
  const weights = SEED_CATEGORIES.map((c) => c.weight);
  const hostById = new Map(options.seedHosts.map((host) => [host.id, host]));
  for (const location of LOCATION_LIST) {
    const places = options.seedPlaces.filter((place) => place.location === location.slug);
    const independents = options.seedHosts.filter((h) => h.location === location.slug && h.category !== null);
    const today = localToday(options.now, location.timeZone);
    for (let i = 0; i < options.counts[location.slug]; i += 1) {
      const category = random.weighted(SEED_CATEGORIES, weights);
      const candidates = places.filter((place) => place.venue.categories.includes(category.slug));
      const place = candidates.length > 0 ? random.pick(candidates) : random.pick(places);
      const venue = place.venue;
      const kind = pickScheduleKind(random, category.slug, venue);
      const schedule = buildSchedule(random, kind, {
        today,
        timeZone: location.timeZone,
        category: category.slug,
        isBar: venue.isBar ?? false,
      });
      const isRoundup = kind === 'ongoing' && !venue.isMuseum ? true : random.chance(0.01);
      const words = pickWords(random, category, venue);
      const name = isRoundup
        ? `Best ${category.name} in ${venue.neighbourhood}`
        : fill(random.pick(category.titles), words, venue);
      let slug = slugify(name);
      for (let n = 2; slugs.has(slug); n += 1) slug = `${slugify(name)}-${n}`;
      slugs.add(slug);
      const id = seedId('experience', slug);
      const second = venue.categories.filter((c) => c !== category.slug);
      const categorySlugs: CategorySlug[] =
        second.length > 0 && random.chance(0.35) ? [category.slug, random.pick(second)] : [category.slug];
      const independent = independents.find((h) => h.category === category.slug);
      const hostId = independent && random.chance(0.3) ? independent.id : place.hostId;
      const host = hostById.get(hostId);
      const isPast = kind === 'past';
      const publishState = random.weighted(
        ['PUBLISHED', 'NOT_PUBLISHED', 'PENDING_REVIEW'] as const,
        [91, 5, 4],
      );
      const status =
        kind === 'one-time' || kind === 'rrule'
          ? random.weighted(['none', 'CANCELED', 'POSTPONED', 'RESCHEDULED'] as const, [93, 3, 2, 2])
          : 'none';
      const createdAt = new Date(options.now - random.int(1, 90) * 86_400_000 - random.int(0, 86_399) * 1000);
      const when = schedule.when;
      const blurb = fill(random.pick(category.blurbs), words, venue);
      rows.push({
        id,
        documentId: seedId('experience-document', slug),
        name,
        slug,
        shortDescription: blurb,
        description: `${blurb}\n\n${describeVenue(venue)}`,
        whereName: venue.name,
        whereAddress: venue.address,
        whereCity: venue.city,
        whereState: venue.state,
        lat: venue.lat,
        lng: venue.lng,
        placeId: place.id,
        locationSlug: location.slug,
        // The stored form of `when` (normalizeWhen), column by column, as the experiences routes write it.
        startAt: when.start ? new Date(when.start) : null,
        endAt: when.end ? new Date(when.end) : null,
        untilAt: when.until ? new Date(when.until) : null,
        timeZone: when.timeZone ?? location.timeZone,
        startDate: when.startDate ?? null,
        endDate: when.endDate ?? null,
        startTime: when.startTime ?? null,
        endTime: when.endTime ?? null,
        weekdays: when.weekdays ?? null,
        rrule: schedule.rrule,
        exdates: schedule.exdates,
        repeats: when.repeats || null,
        repeatsUntil: when.repeatsUntil ?? null,
        scheduleType: deriveScheduleType(when),
        status: status === 'none' ? null : status,
        publishState,
        isRoundup,
        isBoosted: publishState === 'PUBLISHED' && !isPast && random.chance(0.03),
        creatorId: host?.ownerId ?? random.pick(options.people).id,
        hostId,
        publishedAt: publishState === 'PUBLISHED' ? createdAt : null,
        createdAt,
        updatedAt: createdAt,
      });
      imageJobs.push({
        publicId: `seed/experiences/${slug}`,
        category,
        variant: random.int(0, IMAGE_VARIANTS - 1),
      });
      seedExperiences.push({
        id,
        slug,
        name,
        location: location.slug,
        categories: categorySlugs,
        schedule,
        placeId: place.id,
        hostId,
        isPublished: publishState === 'PUBLISHED',
        isUpcoming: !isPast,
      });
    }
  }
  const media = await mapConcurrently(imageJobs, 16, (job) =>
    options.images.place(job.publicId, artwork(job.category, job.variant)),
  );
  const experienceRows: ExperienceInsert[] = rows.map((row, i) => ({
    ...row,
    media: [media[i]].filter((item): item is MediaItem => item !== undefined),
  }));
  const links = seedExperiences.flatMap((experience) =>
    experience.categories.map((slug) => ({ experienceId: experience.id, categoryId: categoryId(slug) })),
  );
  return { experiences: experienceRows, experienceCategories: links, seedExperiences };
}

interface TemplateWords {
  topic: string;
  act: string;
  adj: string;
}

/** Picks the words once per experience, so its name and description talk about the same thing. */
function pickWords(random: Random, category: SeedCategory, venue: SeedVenue): TemplateWords {
  const topics = category.slug === 'sports' && venue.fixtures ? venue.fixtures : category.topics;
  return { topic: random.pick(topics), act: random.pick(category.acts), adj: random.pick(SEED_ADJECTIVES) };
}

function fill(template: string, words: TemplateWords, venue: SeedVenue): string {
  return template
    .replaceAll('{venue}', venue.name)
    .replaceAll('{hood}', venue.neighbourhood)
    .replaceAll('{topic}', words.topic)
    .replaceAll('{act}', words.act)
    .replaceAll('{adj}', words.adj)
    .replaceAll('{city}', venue.city);
}

function describeVenue(venue: SeedVenue): string {
  return `${venue.name}, ${venue.address}, ${venue.city}, ${venue.state} ${venue.postalCode} (${venue.neighbourhood}).`;
}

export { CATEGORY_SLUGS };
