/**
 * What the bench loads on an API under test: the paths of issue-level interest, with real slugs and ids read from
 * the API itself, and a bearer token of the demo user for the signed-in calls. Paths of one group are taken in
 * turn, so each row mixes several pages, boxes or words instead of measuring one cached answer.
 */
import type { Request } from 'autocannon';
import { BENCH_ROUNDUP_SLUG } from './roundup-thread.ts';

export interface PathGroup {
  target: string;
  paths: string[];
  connections?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A sequence each connection repeats instead of `paths` in turn (a write, then the write that undoes it). */
  requests?: Request[];
}

/** Distinct windows and boxes for the uncached rows: more than any run asks for, so no answer is asked twice. */
const DISTINCT = 20_000;

const PUBLIC_STREAMS = [
  'week-experiences',
  'happening-today',
  'happening-weekend',
  'trending-experiences',
  'top-experiences',
  'popular-experiences',
  'top-recurring',
  'top-picks',
  'editor-picks',
  'c-and-d-experiences',
  'user-posts',
  'community-collections',
  'roundups',
];
const PERSONAL_STREAMS = [
  'interested-experiences',
  'interest-based-experiences',
  'for-you',
  'following-interested-experiences',
];
const BOXES = [
  'xmin=-71.2&ymin=42.22&xmax=-70.95&ymax=42.43',
  'xmin=-71.12&ymin=42.33&xmax=-71.03&ymax=42.38',
  'xmin=-77.18&ymin=38.78&xmax=-76.9&ymax=39.02',
];

async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The site address the API under test trusts as an origin (its PUBLIC_URL). */
export const BENCH_PUBLIC_URL = 'http://127.0.0.1:3000';

export async function apiPaths(base: string, demo: { email: string; password: string }) {
  const day = (offset: number) => {
    const date = new Date(Date.now() + offset * 86_400_000);
    return date.toISOString().slice(0, 10);
  };
  const events = await getJson<{ items: Array<{ experience: { slug: string } }> }>(
    `${base}/api/v1/events?location=boston-ma&size=100`,
  );
  const slugs = [...new Set(events.items.map((item) => item.experience.slug))];
  if (slugs.length === 0) throw new Error('the bench database has no upcoming Boston events');

  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BENCH_PUBLIC_URL },
    body: JSON.stringify(demo),
  });
  const token = signIn.headers.get('set-auth-token');
  if (!token) throw new Error(`the demo user could not sign in (${signIn.status})`);
  const signedIn = { authorization: `Bearer ${token}` };
  const writing = { ...signedIn, origin: BENCH_PUBLIC_URL, 'content-type': 'application/json' };
  // The demo user's own private collection, which the collection-item write fills and empties (made once).
  const BENCH_COLLECTION = 'Bench collection';
  const mine = await getJson<{ items: Array<{ id: string; name: string }> }>(
    `${base}/api/v1/collections/list?role=OWNER&limit=50`,
    signedIn,
  );
  let ownCollection = mine.items.find((collection) => collection.name === BENCH_COLLECTION)?.id;
  if (!ownCollection) {
    const created = await fetch(`${base}/api/v1/collections`, {
      method: 'POST',
      headers: writing,
      body: JSON.stringify({ name: BENCH_COLLECTION }),
    });
    if (!created.ok) throw new Error(`the demo user could not create a collection (${created.status})`);
    ownCollection = ((await created.json()) as { id: string }).id;
  }
  // One experience per connection for the writes (up to 100), so no two connections add or remove the same item.
  const experienceIds = await Promise.all(
    slugs.slice(0, 100).map(async (slug) => {
      const one = await getJson<{ id: string }>(`${base}/api/v1/experiences/slug/${slug}`);
      return one.id;
    }),
  );

  const roundup = await getJson<{ id: string }>(
    `${base}/api/v1/crowd-sourced-roundups/${BENCH_ROUNDUP_SLUG}`,
  );
  const thread = `/api/v1/comments/crowd-sourced-roundup/${roundup.id}`;
  const answers = await getJson<{ items: Array<{ id: string }> }>(`${base}${thread}?sort=new&limit=50`);
  const collections = await getJson<{ items: Array<{ id: string }> }>(
    `${base}/api/v1/discover/community-collections?location=boston-ma`,
  );
  if (collections.items.length === 0) throw new Error('the bench database has no community collection');

  const sevenDayList = [0, 1, 2, 3, 4].map(
    (page) => `/api/v1/events?location=boston-ma&start=${day(0)}&end=${day(7)}&size=20&page=${page}`,
  );
  const boxList = BOXES.flatMap((box) =>
    [0, 3, 7].map((offset) => `/api/v1/events?${box}&start=${day(offset)}&end=${day(offset + 7)}&size=20`),
  );
  // Uncached: every request a window (or box) no earlier request asked for, as a person scrolling a calendar or
  // panning a map does; the kept answers and the shared cache cannot help.
  const minute = 60_000;
  const startOfRun = Math.floor(Date.now() / minute) * minute;
  const distinctWindows = Array.from({ length: DISTINCT }, (_, k) => {
    const start = new Date(startOfRun + k * minute);
    const end = new Date(start.getTime() + 7 * 86_400_000);
    return `/api/v1/events?location=boston-ma&start=${start.toISOString()}&end=${end.toISOString()}&size=20`;
  });
  const distinctBoxes = Array.from({ length: DISTINCT }, (_, k) => {
    const dx = (k % 200) * 0.0005;
    const dy = Math.floor(k / 200) * 0.0005;
    const box = `xmin=${(-71.2 + dx).toFixed(4)}&ymin=${(42.22 + dy).toFixed(4)}&xmax=${(-70.95 + dx).toFixed(4)}&ymax=${(42.43 + dy).toFixed(4)}`;
    return `/api/v1/events?${box}&start=${day(0)}&end=${day(7)}&size=20`;
  });
  const search = (words: string[]) =>
    words.map((q) => `/api/v1/search?q=${encodeURIComponent(q)}&location=boston-ma`);
  const rootPaths = ['/api/v1/discover?location=boston-ma', '/api/v1/discover?location=washington-dc'];

  const oneEvent = slugs.map((slug) => `/api/v1/experiences/slug/${slug}`);
  // Each connection keeps one experience for its writes and their undoing, so the data ends as it began.
  let nextWrite = 0;
  /** What a connection remembers between a write and its undo (autocannon's per-connection context). */
  type WriteContext = { experienceId?: string; commentId?: string };
  const of = (context: object) => context as WriteContext;
  const pick = (context: object) => {
    const state = of(context);
    state.experienceId ??= experienceIds[nextWrite++ % experienceIds.length]!;
    return state.experienceId;
  };
  const groups: PathGroup[] = [
    { target: 'one event as JSON (by slug)', paths: oneEvent },
    { target: 'one event as JSON, signed in', paths: oneEvent, headers: signedIn },
    { target: '7-day events list, 20 per page', paths: sevenDayList },
    { target: 'events in a map box, a week, 20 per page', paths: boxList },
    { target: `7-day events list, uncached (${DISTINCT} distinct windows)`, paths: distinctWindows },
    { target: `events in a map box, uncached (${DISTINCT} distinct boxes)`, paths: distinctBoxes },
    { target: 'search, text', paths: search(['jazz', 'museum', 'jaz', 'theatre', 'comedy', 'market']) },
    {
      target: 'search, date phrases',
      paths: search(['this weekend', 'comedy tonight', 'farmers market this weekend', 'jazz next week']),
    },
    { target: 'discover root', paths: rootPaths },
    {
      target: `discover streams, first page (${PUBLIC_STREAMS.length} public in turn)`,
      paths: PUBLIC_STREAMS.map((name) => `/api/v1/discover/${name}?location=boston-ma`),
    },
    {
      target: `discover streams, first page (${PERSONAL_STREAMS.length} signed-in in turn)`,
      paths: PERSONAL_STREAMS.map((name) => `/api/v1/discover/${name}?location=boston-ma`),
      headers: signedIn,
    },
    {
      target: 'for-you, first page, signed in',
      paths: ['/api/v1/discover/for-you?location=boston-ma'],
      headers: signedIn,
    },
    {
      target: 'following-interested, first page, signed in',
      paths: ['/api/v1/discover/following-interested-experiences?location=boston-ma'],
      headers: signedIn,
    },
    { target: 'notifications inbox, signed in', paths: ['/api/v1/notifications'], headers: signedIn },
    { target: 'roundup (10,000 answers): top, first page', paths: [`${thread}?sort=top`] },
    {
      target: 'roundup (10,000 answers): top, first page, signed in',
      paths: [`${thread}?sort=top`],
      headers: signedIn,
    },
    { target: 'roundup (10,000 answers): new, first page', paths: [`${thread}?sort=new`] },
    {
      target: 'roundup (10,000 answers): vote (up/down in turn)',
      paths: answers.items.flatMap((item) => [
        `/api/v1/comments/${item.id}/upvote`,
        `/api/v1/comments/${item.id}/downvote`,
      ]),
      method: 'POST',
      headers: { ...signedIn, origin: BENCH_PUBLIC_URL },
    },
    {
      target: 'collection content (community collections in turn)',
      paths: collections.items.map((collection) => `/api/v1/collections/${collection.id}/content`),
    },
    {
      target: 'collection content, signed in',
      paths: collections.items.map((collection) => `/api/v1/collections/${collection.id}/content`),
      headers: signedIn,
    },
    {
      target: 'write: interest (mark, then unmark)',
      paths: [],
      headers: writing,
      requests: [
        {
          method: 'POST',
          setupRequest: (req, context) => ({
            ...req,
            path: `/api/v1/interested/experience/${pick(context)}`,
          }),
        },
        {
          method: 'DELETE',
          setupRequest: (req, context) => ({
            ...req,
            path: `/api/v1/interested/experience/${of(context).experienceId}`,
          }),
        },
      ],
    },
    {
      target: 'write: comment (post, then delete it)',
      paths: [],
      headers: writing,
      requests: [
        {
          method: 'POST',
          setupRequest: (req, context) => ({
            ...req,
            path: `/api/v1/comments/experience/${pick(context)}`,
            body: JSON.stringify({ text: 'Went last year: worth it.' }),
          }),
          onResponse: (_status, body, context) => {
            of(context).commentId = (JSON.parse(body) as { id?: string }).id;
          },
        },
        {
          method: 'DELETE',
          setupRequest: (req, context) => ({
            ...req,
            path: `/api/v1/comments/${of(context).commentId}`,
            body: undefined,
          }),
        },
      ],
    },
    {
      target: 'write: collection item (add, then remove)',
      paths: [],
      headers: writing,
      requests: [
        {
          method: 'POST',
          setupRequest: (req, context) => ({
            ...req,
            path: `/api/v1/collections/${ownCollection}/content`,
            body: JSON.stringify({ type: 'experience', itemId: pick(context) }),
          }),
        },
        {
          method: 'DELETE',
          setupRequest: (req, context) => ({
            ...req,
            path: `/api/v1/collections/${ownCollection}/content/${of(context).experienceId}?type=experience`,
            body: undefined,
          }),
        },
      ],
    },
  ];
  // Rows that read what a floor reads share its target name (the signed-in event: the same experience row).
  const sqlFloorGroups: PathGroup[] = [
    { target: 'one event as JSON (by slug)', paths: oneEvent },
    { target: '7-day events list, 20 per page', paths: sevenDayList },
    { target: 'events in a map box, a week, 20 per page', paths: boxList },
    { target: `7-day events list, uncached (${DISTINCT} distinct windows)`, paths: distinctWindows },
    { target: `events in a map box, uncached (${DISTINCT} distinct boxes)`, paths: distinctBoxes },
  ];
  return { groups, sqlFloorGroups, slugs, coldPaths: [...rootPaths, ...search(['jazz', 'this weekend'])] };
}
