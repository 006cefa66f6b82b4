'use client';
/**
 * The cards of a see-all page with infinite scroll (issue 4): the first page comes from the server; more pages
 * load when the sentinel below the grid scrolls into view, or with the visible "Load more" control. Without
 * JavaScript that control is a plain link to the next page (?cursor=…). Loaded pages stay in the query cache, so
 * going back to this page shows them all again and the browser restores the scroll position.
 */
import type { LocationSlug } from '@happenings/domain/locations';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { StreamCardList } from './community-cards';
import { fetchStreamPage, streamPagesKey } from './stream-page.client';
import styles from './streams.module.css';
import {
  SEE_ALL_PAGE_SIZE,
  type StreamKind,
  type StreamPage,
  toStreamCards,
  uniqueItems,
} from './streams.types';

export interface SeeAllResultsProps {
  /** The stream's endpoint name ('top-picks'). */
  stream: string;
  /** What its cards are. */
  kind: StreamKind;
  title: string;
  location: LocationSlug;
  /** The cursor the server rendered from (null: the first page). */
  startCursor: string | null;
  initialPage: StreamPage;
}

export function SeeAllResults({
  stream,
  kind,
  title,
  location,
  startCursor,
  initialPage,
}: SeeAllResultsProps) {
  const query = useInfiniteQuery({
    queryKey: streamPagesKey(stream, location, startCursor),
    queryFn: ({ pageParam, signal }) => fetchStreamPage(stream, location, pageParam, signal),
    initialPageParam: startCursor,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    initialData: { pages: [initialPage], pageParams: [startCursor] },
  });
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const pages = data?.pages ?? [initialPage];
  const cards = toStreamCards(kind, uniqueItems(pages as { items: { id: string }[] }[]));
  const items = cards.items;
  const noun = kind === 'experience' ? 'event' : kind;
  const nextCursor = pages.at(-1)?.nextCursor ?? null;

  const sentinelRef = useRef<HTMLDivElement>(null);
  const canAutoLoad = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !canAutoLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [canAutoLoad, fetchNextPage]);

  if (items.length === 0) {
    return <p className={styles.empty}>Nothing here right now. Check back soon.</p>;
  }

  return (
    <>
      <StreamCardList
        cards={cards}
        layout="grid"
        label={title}
        headingLevel={2}
        priorityCount={startCursor ? 0 : 2}
        skeletonCount={isFetchingNextPage ? Math.min(SEE_ALL_PAGE_SIZE, 4) : 0}
      />
      <div className={styles.more}>
        <p className={styles.status} role="status" aria-live="polite">
          {isFetchingNextPage
            ? `Loading more ${noun}s…`
            : `Showing ${items.length} ${noun}${items.length === 1 ? '' : 's'}${hasNextPage ? '' : ' — that’s everything'}`}
        </p>
        {isFetchNextPageError ? (
          <div role="alert" className={styles.more}>
            <p className={styles.errorText}>More {noun}s could not be loaded.</p>
            <button type="button" className="button" onClick={() => void fetchNextPage()}>
              Try again
            </button>
          </div>
        ) : hasNextPage && nextCursor ? (
          <a
            href={`?cursor=${encodeURIComponent(nextCursor)}`}
            className="button button-secondary"
            aria-disabled={isFetchingNextPage || undefined}
            onClick={(event) => {
              event.preventDefault();
              if (!isFetchingNextPage) void fetchNextPage();
            }}
          >
            {isFetchingNextPage ? 'Loading…' : 'Load more'}
          </a>
        ) : null}
        <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />
      </div>
    </>
  );
}
