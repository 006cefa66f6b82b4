/**
 * Public feeds kept as their built text (issue 26 Subscribe): calendar apps fetch the same few feeds again and
 * again, and building one reads up to FEED_MAX_EVENTS experiences and writes every VTIMEZONE. Each process keeps
 * what it built with the project's kept-answer mechanism (http/kept-answers.ts keptOrLoaded, cache/hot-answers.ts),
 * which drops a feed as soon as the database announces a change to a table it is made of: an experience edited,
 * published, unpublished or hidden by a moderator (moderation notices name the experiences), a collection made
 * private or its items changed (they touch the collection's row), a place, a host, a category, an account banned.
 * So a kept feed never outlives a change of who may see what it shows; what notices cannot tell (a weekend that
 * began, an event that ended weeks ago) is at most FEED_KEPT_MS old. While notices may be missed nothing is kept.
 * Private feeds (a secret address) are not kept: their address is checked and their feed built on every fetch.
 */
import type { AnswerSource } from '../../cache/hot-answers.ts';
import type { AppServices } from '../../context.ts';
import { keptOrLoaded } from '../../http/kept-answers.ts';

/** How long a kept feed lives at most: well under the max-age caches between the API and the apps may keep it. */
export const FEED_KEPT_MS = 5 * 60_000;

const FEED_SOURCE: AnswerSource = {
  scope: 'list',
  rows: [],
  tables: ['experiences', 'collections', 'places', 'hosts', 'categories', 'users'],
};

/** The feed's text kept under `key` (its path and normalised query), or the one `build()` makes. */
export async function keptFeedBody(
  services: Pick<AppServices, 'clock' | 'hotAnswers'>,
  key: string,
  build: () => Promise<string>,
): Promise<string> {
  const answer = await keptOrLoaded(services, `calendar-feed\u0000${key}`, async () => {
    const builtAt = services.clock();
    return { text: await build(), builtAt, ttlMs: FEED_KEPT_MS, source: FEED_SOURCE };
  });
  return answer.text;
}
