/**
 * Demo people: users with usernames, display names, bios, favourite categories and avatars (half generated
 * photos, half the spec §7 default avatar path), a credential account each with the one demo password, and
 * their profiles.
 */

import type { accounts, profiles, userCategories, users } from '@happenings/db/schema';
import type { LocationSlug } from '@happenings/domain/locations';
import { getDefaultAvatarPath } from '@happenings/domain/media';
import { formatStaffRoles } from '@happenings/domain/staff';
import { CATEGORY_SLUGS, type CategorySlug, getSeedCategory } from './seed-categories.ts';
import type { SeedImageStore } from './seed-images.ts';
import { mapConcurrently } from './seed-images.ts';
import { type Random, seedId } from './seed-random.ts';

/** The password of every demo user (documented in the seed README section of apps/api). */
export const DEMO_PASSWORD = 'happenings-demo';
/** The first demo user, handy for signing in: demo@example.com / happenings-demo. */
export const DEMO_USER_EMAIL = 'demo@example.com';
/** The demo's back-office account (issue 23), admin, editor and moderator: staff@example.com / happenings-demo. */
export const DEMO_STAFF_EMAIL = 'staff@example.com';

const FIRST_NAMES = [
  'Ava',
  'Liam',
  'Maya',
  'Noah',
  'Zoe',
  'Ethan',
  'Priya',
  'Mateo',
  'Chloe',
  'Kofi',
  'Hana',
  'Diego',
  'Nora',
  'Samir',
  'Lucia',
  'Owen',
  'Amara',
  'Theo',
  'Isla',
  'Jonah',
  'Leila',
  'Marcus',
  'Sofia',
  'Caleb',
  'Mei',
  'Andre',
  'Ruby',
  'Felix',
  'Aisha',
  'Declan',
  'Yara',
  'Rafael',
  'Grace',
  'Tomas',
  'Nadia',
  'Elliot',
  'Ines',
  'Jamal',
  'Clara',
  'Kenji',
];
const LAST_NAMES = [
  'Okafor',
  'Chen',
  'Murphy',
  'Garcia',
  'Patel',
  'Sullivan',
  'Nguyen',
  'Rossi',
  'Kim',
  'Brennan',
  'Silva',
  'Haddad',
  'Walsh',
  'Moreno',
  'Adeyemi',
  'Fitzgerald',
  'Cohen',
  'Tanaka',
  'Reyes',
  'Lindqvist',
  'Mensah',
  'Doyle',
  'Alvarez',
  'Kowalski',
  'Park',
  'Santos',
  'Byrne',
  'Ibrahim',
  'Larsen',
  'Costa',
];
const BIO_OPENERS = ['Always looking for', 'Weekends are for', 'Ask me about', 'Collector of', 'Happiest at'];
const BIO_THINGS: Record<CategorySlug, string> = {
  music: 'live jazz and small-room gigs',
  comedy: 'stand-up nights',
  arts: 'new exhibitions',
  theatre: 'opening nights',
  film: 'repertory screenings',
  'food-drink': 'the next great taco',
  nightlife: 'dance floors',
  outdoors: 'long walks by the water',
  sports: 'ballpark hot dogs',
  family: 'kid-friendly Saturdays',
  learning: 'talks and workshops',
  markets: 'farmers markets',
  wellness: 'sunrise yoga',
  community: 'neighbourhood meetups',
};

export type UserInsert = typeof users.$inferInsert;
export type ProfileInsert = typeof profiles.$inferInsert;
export type AccountInsert = typeof accounts.$inferInsert;
export type UserCategoryInsert = typeof userCategories.$inferInsert;

export interface SeedPerson {
  id: string;
  username: string;
  name: string;
  homeLocation: LocationSlug;
  favourites: CategorySlug[];
  /** Generated photo (true) or the default avatar (false). */
  hasPhoto: boolean;
}

export interface SeedPeople {
  people: SeedPerson[];
  users: UserInsert[];
  profiles: ProfileInsert[];
  accounts: AccountInsert[];
  userCategories: UserCategoryInsert[];
}

/** Builds `count` people (the first is the demo account); avatars are placed in storage. */
export async function buildPeople(
  random: Random,
  options: {
    count: number;
    now: number;
    passwordHash: string;
    images: SeedImageStore;
    categoryIds: ReadonlyMap<CategorySlug, string>;
  },
): Promise<SeedPeople> {
  const people: SeedPerson[] = [];
  const taken = new Set<string>();
  for (let i = 0; i < options.count; i += 1) {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const isDemo = i === 0;
    let username = isDemo ? 'demo' : `${first}_${last}`.toLowerCase();
    for (let n = 2; taken.has(username); n += 1) username = `${first}_${last}${n}`.toLowerCase();
    taken.add(username);
    people.push({
      id: seedId('user', username),
      username,
      name: isDemo ? 'Demo User' : `${first} ${last}`,
      homeLocation: random.chance(0.72) ? 'boston-ma' : 'washington-dc',
      favourites: random.sample(CATEGORY_SLUGS, random.int(2, 4)),
      hasPhoto: isDemo || random.chance(0.5),
    });
  }
  const created = (i: number) => new Date(options.now - (200 - (i % 180)) * 86_400_000);
  const images = await mapConcurrently(people, 8, (person) =>
    person.hasPhoto
      ? options.images.place(`seed/avatars/${person.username}`, {
          key: `avatar-${person.favourites[0]}`,
          palette: getSeedCategory(person.favourites[0] as CategorySlug).palette,
          // No letters: photos of people are abstract portraits, so a handful of renders serve everyone.
          label: '',
          variant: person.username.length % 6,
          shape: 'avatar',
        })
      : Promise.resolve(null),
  );
  const users: UserInsert[] = people.map((person, i) => ({
    id: person.id,
    name: person.name,
    email: i === 0 ? DEMO_USER_EMAIL : `${person.username}@example.com`,
    emailVerified: true,
    // Default avatars need numeric_id, which the database assigns: filled in by assignDefaultAvatars.
    image: images[i]?.secure_url ?? null,
    username: person.username,
    displayUsername: person.username,
    createdAt: created(i),
    updatedAt: created(i),
  }));
  const profiles: ProfileInsert[] = people.map((person, i) => ({
    userId: person.id,
    bio: `${random.pick(BIO_OPENERS)} ${BIO_THINGS[person.favourites[0] as CategorySlug]} in ${person.homeLocation === 'boston-ma' ? 'Boston' : 'DC'}.`,
    homeLocationSlug: person.homeLocation,
    acceptsEmailMarketing: random.chance(0.3),
    onboardedAt: created(i),
    createdAt: created(i),
    updatedAt: created(i),
  }));
  const accounts: AccountInsert[] = people.map((person, i) => ({
    id: seedId('account', person.username),
    accountId: person.id,
    providerId: 'credential',
    userId: person.id,
    password: options.passwordHash,
    createdAt: created(i),
    updatedAt: created(i),
  }));
  const userCategories: UserCategoryInsert[] = people.flatMap((person, i) =>
    person.favourites.map((slug) => ({
      userId: person.id,
      categoryId: options.categoryIds.get(slug) ?? '',
      createdAt: created(i),
    })),
  );
  return { people, users, profiles, accounts, userCategories };
}

/**
 * The demo staff account: every staff role, so the back office can be tried end to end. Written after everything
 * else and drawing nothing from the random stream, so the rest of the demo is the same with or without it.
 */
export function buildStaffAccount(options: { now: number; passwordHash: string }): {
  user: UserInsert;
  profile: ProfileInsert;
  account: AccountInsert;
} {
  const username = 'staff';
  const id = seedId('user', username);
  const created = new Date(options.now - 200 * 86_400_000);
  return {
    user: {
      id,
      name: 'Demo Staff',
      email: DEMO_STAFF_EMAIL,
      emailVerified: true,
      username,
      displayUsername: username,
      role: formatStaffRoles(['admin', 'editor', 'moderator']),
      createdAt: created,
      updatedAt: created,
    },
    profile: {
      userId: id,
      bio: 'Runs the Happenings demo: the review queue, curation and moderation.',
      homeLocationSlug: 'boston-ma',
      acceptsEmailMarketing: false,
      onboardedAt: created,
      createdAt: created,
      updatedAt: created,
    },
    account: {
      id: seedId('account', username),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: options.passwordHash,
      createdAt: created,
      updatedAt: created,
    },
  };
}

/** spec §7 default avatar address of a user without a photo, under the media routes. */
export function defaultAvatarUrl(
  options: { publicUrl: string; cloudname: string },
  numericUserId: number,
  username: string,
): string {
  return `${options.publicUrl}/media/${options.cloudname}/${getDefaultAvatarPath({ numericUserId, username })}`;
}
