'use client';
/**
 * The upcoming events of a place or host, soonest first, with "Load more events": the first page comes with the
 * page, later ones from GET /places/{id}/experiences or /hosts/{id}/experiences. Results are announced to screen
 * readers as they arrive.
 */
import type { components } from '@happenings/client';
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { ExperienceGrid } from '@/features/experiences/experience-card';
import { getBrowserClient } from '@/lib/api-browser';
import styles from './place-page.module.css';

type UpcomingPage = components['schemas']['UpcomingExperiencePage'];

export interface UpcomingEventsListProps {
  of: { type: 'place' | 'host'; id: string };
  firstPage: UpcomingPage;
  emptyText: string;
}

async function fetchPage(of: UpcomingEventsListProps['of'], cursor: string): Promise<UpcomingPage> {
  const client = getBrowserClient();
  const params = { params: { path: { id: of.id }, query: { cursor } } };
  const { data, response } =
    of.type === 'place'
      ? await client.GET('/api/v1/places/{id}/experiences', params)
      : await client.GET('/api/v1/hosts/{id}/experiences', params);
  if (!data) throw new Error(`Events not loaded: ${response.status}`);
  return data;
}

export function UpcomingEventsList({ of, firstPage, emptyText }: UpcomingEventsListProps) {
  const query = useInfiniteQuery({
    queryKey: ['upcoming-events', of.type, of.id],
    queryFn: ({ pageParam }) => fetchPage(of, pageParam as string),
    initialPageParam: '' as string,
    getNextPageParam: (last: UpcomingPage) => last.nextCursor ?? undefined,
    initialData: { pages: [firstPage], pageParams: [''] } satisfies InfiniteData<UpcomingPage, string>,
  });
  const items = query.data.pages.flatMap((page) =>
    page.items.filter((item): item is NonNullable<typeof item> => item !== null),
  );

  return (
    <>
      {items.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ExperienceGrid experiences={items} headingLevel={3} label="Upcoming events" />
      )}
      <p className="visually-hidden" aria-live="polite">
        {query.isFetchingNextPage ? 'Loading more events…' : `${items.length} events shown`}
      </p>
      {query.isError ? (
        <p className={styles.error} role="alert">
          Could not load more events.
        </p>
      ) : null}
      {query.hasNextPage ? (
        <p className={styles.more}>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? 'Loading…' : query.isError ? 'Try again' : 'Load more events'}
          </button>
        </p>
      ) : null}
    </>
  );
}
