'use client';
/**
 * The result lists of the search page: events (experience cards, linked to their map pins), places (opening
 * their page /place/{id}), hosts (opening /host/{slug}), people,
 * collections and roundups (the community's questions, opening their page /roundup/{slug}). Each shows its first page from the server render, announces how many results are shown
 * (aria-live) and loads more on request.
 */
import { buildImageUrl } from '@happenings/domain/media';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { ExperienceCard, ExperienceCardSkeleton } from '@/features/experiences/experience-card';
import { roundupPath } from '@/features/roundups/roundup-json-ld';
import { RESULT_NOUNS, resultCountText } from './result-count';
import { useSearch } from './search-context';
import type { SearchRequest } from './search-request';
import styles from './search-results.module.css';
import { type SearchPage, type SearchType, useSearchPages } from './use-search-pages';

function ResultsFrame({
  type,
  count,
  hasMore,
  isLoadingMore,
  loadMoreFailed,
  onLoadMore,
  children,
}: {
  type: SearchType;
  count: number;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <p className={styles.count} role="status" aria-live="polite">
        {resultCountText(type, count, hasMore)}
      </p>
      {children}
      {loadMoreFailed ? (
        <p className={styles.loadError} role="alert">
          More results could not be loaded.
        </p>
      ) : null}
      {hasMore ? (
        <div className={styles.more}>
          <button
            type="button"
            className="button button-secondary"
            onClick={onLoadMore}
            disabled={isLoadingMore}
            aria-busy={isLoadingMore}
          >
            {isLoadingMore ? 'Loading…' : loadMoreFailed ? 'Try again' : `Load more ${RESULT_NOUNS[type][1]}`}
          </button>
        </div>
      ) : null}
    </>
  );
}

export function EventResults({
  request,
  initial,
}: {
  request: SearchRequest;
  initial: SearchPage<'experiences'>;
}) {
  const pages = useSearchPages('experiences', request, initial);
  const { setHighlightedId } = useSearch();
  return (
    <ResultsFrame
      type="experiences"
      count={pages.items.length}
      hasMore={pages.hasMore}
      isLoadingMore={pages.isLoadingMore}
      loadMoreFailed={pages.loadMoreFailed}
      onLoadMore={pages.loadMore}
    >
      <ul className={styles.grid} aria-label="Events">
        {pages.items.map((experience, index) => (
          <li
            key={experience.id}
            data-experience-id={experience.id}
            onMouseEnter={() => setHighlightedId(experience.id)}
            onMouseLeave={() => setHighlightedId(null)}
            onFocus={() => setHighlightedId(experience.id)}
            onBlur={() => setHighlightedId(null)}
          >
            <ExperienceCard experience={experience} headingLevel={3} priority={index < 2} />
          </li>
        ))}
        {pages.isLoadingMore ? <SkeletonItems count={3} /> : null}
      </ul>
    </ResultsFrame>
  );
}

export function SkeletonItems({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
    <li key={`skeleton-${index}`} aria-hidden="true">
      <ExperienceCardSkeleton />
    </li>
  ));
}

export function PlaceResults({
  request,
  initial,
}: {
  request: SearchRequest;
  initial: SearchPage<'places'>;
}) {
  const pages = useSearchPages('places', request, initial);
  return (
    <ResultsFrame
      type="places"
      count={pages.items.length}
      hasMore={pages.hasMore}
      isLoadingMore={pages.isLoadingMore}
      loadMoreFailed={pages.loadMoreFailed}
      onLoadMore={pages.loadMore}
    >
      <ul className={styles.list} aria-label="Places">
        {pages.items.map((place) => (
          <li key={place.id} className={styles.row}>
            <span className={styles.placeIcon}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path
                  fill="currentColor"
                  d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
                />
              </svg>
            </span>
            <div className={styles.rowBody}>
              <h3 className={styles.rowTitle}>
                <Link href={`/place/${encodeURIComponent(place.id)}`} className={styles.rowLink}>
                  {place.name}
                </Link>
              </h3>
              <p className={styles.rowMeta}>{[place.address, place.city].filter(Boolean).join(', ')}</p>
            </div>
          </li>
        ))}
      </ul>
    </ResultsFrame>
  );
}

export function HostResults({ request, initial }: { request: SearchRequest; initial: SearchPage<'hosts'> }) {
  const pages = useSearchPages('hosts', request, initial);
  return (
    <ResultsFrame
      type="hosts"
      count={pages.items.length}
      hasMore={pages.hasMore}
      isLoadingMore={pages.isLoadingMore}
      loadMoreFailed={pages.loadMoreFailed}
      onLoadMore={pages.loadMore}
    >
      <ul className={styles.list} aria-label="Hosts">
        {pages.items.map((host) => (
          <li key={host.id} className={styles.row}>
            {host.photoURL ? (
              // biome-ignore lint/performance/noImgElement: pictures come from our media CDN at a preset.
              <img
                src={buildImageUrl(host.photoURL, { baseUrl: '', preset: 'avatar', format: 'webp' })}
                alt=""
                width={48}
                height={48}
                className={styles.avatar}
                loading="lazy"
              />
            ) : (
              <span className={styles.avatar} aria-hidden="true">
                {host.name.charAt(0).toUpperCase()}
              </span>
            )}
            <div className={styles.rowBody}>
              <h3 className={styles.rowTitle}>
                <Link href={`/host/${encodeURIComponent(host.slug)}`} className={styles.rowLink}>
                  {host.name}
                </Link>
              </h3>
              <p className={styles.rowMeta}>Host</p>
            </div>
          </li>
        ))}
      </ul>
    </ResultsFrame>
  );
}

export function PeopleResults({
  request,
  initial,
}: {
  request: SearchRequest;
  initial: SearchPage<'users'>;
}) {
  const pages = useSearchPages('users', request, initial);
  return (
    <ResultsFrame
      type="users"
      count={pages.items.length}
      hasMore={pages.hasMore}
      isLoadingMore={pages.isLoadingMore}
      loadMoreFailed={pages.loadMoreFailed}
      onLoadMore={pages.loadMore}
    >
      <ul className={styles.list} aria-label="People">
        {pages.items.map((user) => (
          <li key={user.uid ?? user.username} className={styles.row}>
            {user.photoURL ? (
              // biome-ignore lint/performance/noImgElement: avatars come from our media CDN at a preset.
              <img
                src={user.photoURL}
                alt=""
                width={48}
                height={48}
                className={styles.avatar}
                loading="lazy"
              />
            ) : (
              <span className={styles.avatar} aria-hidden="true">
                {(user.displayName ?? user.username ?? '?').charAt(0).toUpperCase()}
              </span>
            )}
            <div className={styles.rowBody}>
              <h3 className={styles.rowTitle}>
                <Link href={`/u/${encodeURIComponent(user.username ?? '')}`} className={styles.rowLink}>
                  {user.displayName || user.username}
                </Link>
              </h3>
              <p className={styles.rowMeta}>@{user.username}</p>
            </div>
          </li>
        ))}
      </ul>
    </ResultsFrame>
  );
}

export function CollectionResults({
  request,
  initial,
}: {
  request: SearchRequest;
  initial: SearchPage<'collections'>;
}) {
  const pages = useSearchPages('collections', request, initial);
  return (
    <ResultsFrame
      type="collections"
      count={pages.items.length}
      hasMore={pages.hasMore}
      isLoadingMore={pages.isLoadingMore}
      loadMoreFailed={pages.loadMoreFailed}
      onLoadMore={pages.loadMore}
    >
      <ul className={styles.list} aria-label="Collections">
        {pages.items.map((collection) => {
          const count = collection.itemsCount ?? collection.items.length;
          return (
            <li key={collection.id} className={styles.row}>
              <div className={styles.rowBody}>
                <h3 className={styles.rowTitle}>
                  <Link href={`/collection/${encodeURIComponent(collection.id)}`} className={styles.rowLink}>
                    {collection.name}
                  </Link>
                </h3>
                <p className={styles.rowMeta}>
                  {count} {count === 1 ? 'item' : 'items'}
                  {collection.collectionOwner.username ? ` · by @${collection.collectionOwner.username}` : ''}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </ResultsFrame>
  );
}

export function RoundupResults({
  request,
  initial,
}: {
  request: SearchRequest;
  initial: SearchPage<'roundups'>;
}) {
  const pages = useSearchPages('roundups', request, initial);
  return (
    <ResultsFrame
      type="roundups"
      count={pages.items.length}
      hasMore={pages.hasMore}
      isLoadingMore={pages.isLoadingMore}
      loadMoreFailed={pages.loadMoreFailed}
      onLoadMore={pages.loadMore}
    >
      <ul className={styles.list} aria-label="Roundups">
        {pages.items.map((roundup) => {
          const answers = roundup.parentCommentsCount;
          const asker = roundup.creator.displayName || roundup.creator.username;
          return (
            <li key={roundup.id} className={styles.row} data-testid="roundup-result">
              {/* A question: the mark says so at a glance, the title says it in words. */}
              <span className={styles.placeIcon} aria-hidden="true">
                ?
              </span>
              <div className={styles.rowBody}>
                <h3 className={styles.rowTitle}>
                  <Link href={roundupPath(roundup)} className={styles.rowLink} prefetch={false}>
                    {roundup.title}
                  </Link>
                </h3>
                <p className={styles.rowMeta}>
                  {answers === 0 ? 'No answers yet' : `${answers} ${answers === 1 ? 'answer' : 'answers'}`}
                  {asker ? ` · asked by ${asker}` : ''}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </ResultsFrame>
  );
}
