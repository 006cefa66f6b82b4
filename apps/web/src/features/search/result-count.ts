/**
 * How many results a list shows, in words, for its aria-live status: '12 events', '1 place',
 * '12 events shown, more to load'. Plain module: the server (empty state) and the client lists both use it.
 */
export type ResultType = 'experiences' | 'places' | 'hosts' | 'users' | 'collections' | 'roundups';

export const RESULT_NOUNS: Record<ResultType, [string, string]> = {
  experiences: ['event', 'events'],
  places: ['place', 'places'],
  hosts: ['host', 'hosts'],
  users: ['person', 'people'],
  collections: ['collection', 'collections'],
  roundups: ['roundup', 'roundups'],
};

export function resultCountText(type: ResultType, count: number, hasMore: boolean): string {
  const [one, many] = RESULT_NOUNS[type];
  const text = `${count} ${count === 1 ? one : many}`;
  return hasMore ? `${text} shown, more to load` : text;
}
