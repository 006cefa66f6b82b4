'use client';
/**
 * A profile's interested events, upcoming first, with "Load more" (issue 4). The first page comes from the
 * server; more pages load here. Results are announced to screen readers as they arrive.
 */
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { ExperienceGrid } from '@/features/experiences/experience-card';
import { getBrowserClient } from '@/lib/api-browser';
import {
  fetchInterestedPage,
  type InterestedPage,
  type InterestedPageParam,
  profileInterestedQueryKey,
} from './profile-lists';
import styles from './profile-page.module.css';

export function ProfileInterestedList({ userId, firstPage }: { userId: string; firstPage: InterestedPage }) {
  const query = useInfiniteQuery({
    queryKey: profileInterestedQueryKey(userId),
    queryFn: ({ pageParam }) => fetchInterestedPage(getBrowserClient(), userId, pageParam),
    initialPageParam: firstPage.param as InterestedPageParam,
    getNextPageParam: (last: InterestedPage) => last.next ?? undefined,
    initialData: { pages: [firstPage], pageParams: [firstPage.param] } satisfies InfiniteData<
      InterestedPage,
      InterestedPageParam
    >,
  });
  const items = query.data.pages.flatMap((page) => page.items);
  const upcomingCount = items.filter((item) => !isPastItem(item)).length;

  return (
    <>
      {items.length === 0 && !query.hasNextPage ? (
        <p className={styles.empty}>No interested events yet.</p>
      ) : (
        <ExperienceGrid experiences={items} headingLevel={3} label="Interested events" />
      )}
      <p className="visually-hidden" aria-live="polite">
        {query.isFetchingNextPage
          ? 'Loading more events…'
          : `${items.length} events shown, ${upcomingCount} upcoming`}
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

function isPastItem(item: InterestedPage['items'][number]): boolean {
  return item.schedule.state === 'expired';
}
