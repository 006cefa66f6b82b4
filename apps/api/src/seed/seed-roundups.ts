/**
 * Demo crowd-sourced roundups (spec §7 Roundups) and their threads: each question gets a handful of
 * recommendations (spec §3 comment kind 'recommendation'), some pointing at one of its location's published
 * experiences or places, with replies ('recommendation-reply'), votes and likes. The counters the API keeps on
 * every write (comment-writes.queries.ts, comment-reactions.queries.ts) are computed here from the very rows inserted:
 * upvotes, downvotes and likes_count from the vote and like rows, replies_count from the replies, the roundup's
 * comments_count (spec §3 parentCommentsCount) from its recommendations. The 'top' rank is the table's generated
 * column, so the database derives it from those counters exactly as it does for votes cast through the API.
 */
import type { commentLikes, comments, commentVotes, roundups } from '@happenings/db/schema';
import { LOCATION_LIST } from '@happenings/domain/locations';
import { artwork, IMAGE_VARIANTS, type SeedExperience, type SeedPlace } from './seed-catalogue.ts';
import { type CategorySlug, getSeedCategory } from './seed-categories.ts';
import { mapConcurrently, type SeedImageStore } from './seed-images.ts';
import type { SeedPerson } from './seed-people.ts';
import { createRandom, type Random, SEED, seedId } from './seed-random.ts';

export type RoundupInsert = typeof roundups.$inferInsert;
export type CommentInsert = typeof comments.$inferInsert;
export type CommentVoteInsert = typeof commentVotes.$inferInsert;
export type CommentLikeInsert = typeof commentLikes.$inferInsert;

interface RoundupTopic {
  question: string;
  /** What the answers recommend: experiences and places of these categories. */
  categories: readonly CategorySlug[];
}

const ROUNDUP_TOPICS: readonly RoundupTopic[] = [
  { question: 'Best brunch in {city}?', categories: ['food-drink', 'markets'] },
  {
    question: 'Where do you take visitors in {city}?',
    categories: ['arts', 'outdoors', 'theatre', 'community'],
  },
  { question: 'Best live music room in {city}?', categories: ['music', 'nightlife'] },
  { question: 'Hidden gems for a rainy day in {city}?', categories: ['arts', 'film', 'learning', 'family'] },
];

export interface SeedRoundup {
  row: RoundupInsert;
  categories: readonly CategorySlug[];
}

/** Crowd-sourced roundups (spec §7): questions the community answers (buildRoundupThreads). */
export async function buildRoundups(
  random: Random,
  options: { perLocation: number; now: number; people: readonly SeedPerson[]; images: SeedImageStore },
): Promise<SeedRoundup[]> {
  const drafts = LOCATION_LIST.flatMap((location) =>
    Array.from({ length: options.perLocation }, (_, i) => {
      const topic = ROUNDUP_TOPICS[i % ROUNDUP_TOPICS.length] as RoundupTopic;
      const title = topic.question.replace('{city}', location.shortName);
      return {
        location,
        topic,
        title,
        slug: `${location.slug}-${i + 1}-${title
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/-+$/, '')}`,
      };
    }),
  );
  const media = await mapConcurrently(drafts, 8, (draft) =>
    options.images.place(
      `seed/roundups/${draft.slug}`,
      artwork(getSeedCategory('community'), random.int(0, IMAGE_VARIANTS - 1)),
    ),
  );
  return drafts.map((draft, i) => {
    const createdAt = new Date(options.now - random.int(1, 30) * 86_400_000);
    return {
      categories: draft.topic.categories,
      row: {
        id: seedId('roundup', draft.slug),
        documentId: seedId('roundup-document', draft.slug),
        slug: draft.slug,
        title: draft.title,
        description: 'Tell us your favourites and why.',
        media: media[i] ? [media[i]] : [],
        creatorId: random.pick(options.people).id,
        locationSlug: draft.location.slug,
        publishState: 'PUBLISHED',
        createdAt,
        updatedAt: createdAt,
      },
    };
  });
}

const EXPERIENCE_ANSWERS = [
  '{name}. Go early, it fills up fast.',
  'You can’t beat {name}. Worth every minute.',
  '{name}: took my parents last time and they still talk about it.',
  'Honestly, {name}. It has never let me down.',
];
const PLACE_ANSWERS = [
  '{name}. Ask for a table by the window.',
  'Anything at {name}. The staff really know their stuff.',
  '{name} is the one. Locals’ favourite for a reason.',
];
const PLAIN_ANSWERS = [
  'Walk the neighbourhood and follow the longest queue, seriously.',
  'The library’s community board lists half the good stuff that is never advertised.',
  'Whatever you pick, book ahead on weekends.',
];
const REPLIES = [
  'Seconding this!',
  'Went last week on your advice: spot on.',
  'Is it good for groups?',
  'Great shout, adding it to my list.',
  'It gets crowded lately, go on a weekday.',
];

export interface SeedRoundupThreads {
  /** Recommendations first, then replies (a reply's parent is inserted before it). */
  comments: CommentInsert[];
  votes: CommentVoteInsert[];
  likes: CommentLikeInsert[];
  /** Recommendations per roundup id: its comments_count (spec §3 parentCommentsCount). */
  answersByRoundup: Map<string, number>;
}

const MINUTE = 60_000;

/**
 * The threads of the roundups (see the file comment). Drawn from a PRNG of their own, so adding them leaves
 * every other seeded row as it was.
 */
export function buildRoundupThreads(options: {
  roundups: readonly SeedRoundup[];
  now: number;
  people: readonly SeedPerson[];
  experiences: readonly SeedExperience[];
  places: readonly SeedPlace[];
}): SeedRoundupThreads {
  const random = createRandom(SEED + 9);
  const threads: SeedRoundupThreads = { comments: [], votes: [], likes: [], answersByRoundup: new Map() };
  const replies: CommentInsert[] = [];
  for (const { row: roundup, categories } of options.roundups) {
    const ofTopic = (itemCategories: readonly CategorySlug[]) =>
      itemCategories.some((category) => categories.includes(category));
    const local = options.experiences.filter(
      (e) => e.location === roundup.locationSlug && e.isPublished && e.isUpcoming,
    );
    const experiences = local.filter((e) => ofTopic(e.categories));
    const places = options.places.filter(
      (p) => p.location === roundup.locationSlug && ofTopic(p.venue.categories),
    );
    const askedAt = (roundup.createdAt as Date).getTime();
    const answerCount = random.int(3, 6);
    threads.answersByRoundup.set(roundup.id as string, answerCount);
    for (let i = 0; i < answerCount; i += 1) {
      const author = random.pick(options.people);
      const minutesSinceAsked = Math.max(11, Math.floor((options.now - askedAt) / MINUTE));
      const createdAt = new Date(askedAt + random.int(10, minutesSinceAsked) * MINUTE);
      const pointer = random.next();
      let body: string;
      let recommended: { type: 'experience' | 'place'; id: string } | null = null;
      if (pointer < 0.45 && (experiences.length > 0 || local.length > 0)) {
        const experience = random.pick(experiences.length > 0 ? experiences : local);
        body = random.pick(EXPERIENCE_ANSWERS).replaceAll('{name}', experience.name);
        recommended = { type: 'experience', id: experience.id };
      } else if (pointer < 0.75 && places.length > 0) {
        const place = random.pick(places);
        body = random.pick(PLACE_ANSWERS).replaceAll('{name}', place.venue.name);
        recommended = { type: 'place', id: place.id };
      } else {
        body = random.pick(PLAIN_ANSWERS);
      }
      const id = seedId('comment', `${roundup.slug}-${i + 1}`);
      // Some answers convince most voters, others split them: 'top' then differs from 'new' and from up minus down.
      const reactions = react(random, {
        commentId: id,
        authorId: author.id,
        people: options.people,
        voters: random.int(0, Math.min(24, options.people.length - 1)),
        upShare: 0.3 + random.next() * 0.65,
        after: createdAt.getTime(),
        now: options.now,
      });
      const replyCount = random.int(0, 3);
      let lastAt = createdAt.getTime();
      for (let r = 0; r < replyCount; r += 1) {
        const replier = random.pick(options.people);
        lastAt = Math.min(options.now, lastAt + random.int(5, 600) * MINUTE);
        const replyId = seedId('comment', `${roundup.slug}-${i + 1}-reply-${r + 1}`);
        const replyReactions = react(random, {
          commentId: replyId,
          authorId: replier.id,
          people: options.people,
          voters: random.int(0, 4),
          upShare: 0.8,
          after: lastAt,
          now: options.now,
        });
        replies.push({
          id: replyId,
          kind: 'recommendation-reply',
          subjectType: 'crowd-sourced-roundup',
          subjectId: roundup.id as string,
          parentId: id,
          userId: replier.id,
          body: random.pick(REPLIES),
          ...replyReactions.counts,
          createdAt: new Date(lastAt),
          updatedAt: new Date(lastAt),
        });
        threads.votes.push(...replyReactions.votes);
        threads.likes.push(...replyReactions.likes);
      }
      threads.comments.push({
        id,
        kind: 'recommendation',
        subjectType: 'crowd-sourced-roundup',
        subjectId: roundup.id as string,
        userId: author.id,
        body,
        recommendedType: recommended?.type ?? null,
        recommendedId: recommended?.id ?? null,
        ...reactions.counts,
        repliesCount: replyCount,
        createdAt,
        updatedAt: createdAt,
      });
      threads.votes.push(...reactions.votes);
      threads.likes.push(...reactions.likes);
    }
  }
  threads.comments.push(...replies);
  return threads;
}

/** Votes and likes on one comment by people other than its author, and the counters they make. */
function react(
  random: Random,
  options: {
    commentId: string;
    authorId: string;
    people: readonly SeedPerson[];
    voters: number;
    upShare: number;
    after: number;
    now: number;
  },
) {
  const others = options.people.filter((person) => person.id !== options.authorId);
  const at = () => new Date(Math.min(options.now, options.after + random.int(1, 3 * 24 * 60) * MINUTE));
  const votes: CommentVoteInsert[] = random.sample(others, options.voters).map((person) => ({
    commentId: options.commentId,
    userId: person.id,
    vote: random.chance(options.upShare) ? 'up' : 'down',
    createdAt: at(),
  }));
  const likes: CommentLikeInsert[] = random
    .sample(others, random.int(0, Math.min(5, options.voters)))
    .map((person) => ({ commentId: options.commentId, userId: person.id, createdAt: at() }));
  return {
    votes,
    likes,
    counts: {
      upvotes: votes.filter((vote) => vote.vote === 'up').length,
      downvotes: votes.filter((vote) => vote.vote === 'down').length,
      likesCount: likes.length,
    },
  };
}
