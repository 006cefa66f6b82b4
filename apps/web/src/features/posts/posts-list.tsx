'use client';
/**
 * The posts about one experience or one place, newest first, with "Load more": the event page's, and the place
 * page's. The first page comes with the page when the server read it; the composer refreshes the list after a
 * new post (postsQueryKey).
 */
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { getBrowserClient } from '@/lib/api-browser';
import { PostTile } from './post-tile';
import styles from './posts.module.css';
import { fetchPostsPage, type PostPage, type PostSubject, postsQueryKey } from './posts.types';

export type PostsListProps = PostSubject & {
  /** The first page, read by the server with the page; fetched in the browser when absent. */
  initialPage?: PostPage | null;
  /** For the relative times ('3d'); the page's render time. */
  now?: number;
  /** The list's accessible name. */
  label?: string;
};

const EMPTY: PostPage = { items: [], nextCursor: null };

export function PostsList(props: PostsListProps) {
  const { initialPage, now = Date.now(), label = 'Posts' } = props;
  const subject: PostSubject =
    'experienceId' in props ? { experienceId: props.experienceId } : { venueId: props.venueId };
  const query = useInfiniteQuery({
    queryKey: postsQueryKey(subject),
    queryFn: async ({ pageParam }) => {
      const page = await fetchPostsPage(getBrowserClient(), subject, pageParam);
      if (!page) throw new Error('Posts could not be loaded');
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last: PostPage) => last.nextCursor ?? undefined,
    ...(initialPage
      ? {
          initialData: { pages: [initialPage], pageParams: [null] } satisfies InfiniteData<
            PostPage,
            string | null
          >,
        }
      : {}),
  });
  const posts = (query.data?.pages ?? [EMPTY]).flatMap((page) => page.items);

  return (
    <div className={styles.list}>
      {query.isPending ? (
        <p className={styles.muted}>Loading posts…</p>
      ) : posts.length === 0 ? (
        <p className={styles.muted}>No posts yet.</p>
      ) : (
        <ul className={styles.grid} aria-label={label}>
          {posts.map((post) => (
            <li key={post.id}>
              <PostTile post={post} now={now} />
            </li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" aria-live="polite">
        {query.isFetchingNextPage ? 'Loading more posts…' : ''}
      </p>
      {query.isError ? (
        <p className={styles.error} role="alert">
          Posts could not be loaded.
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
            {query.isFetchingNextPage ? 'Loading…' : 'Load more posts'}
          </button>
        </p>
      ) : null}
    </div>
  );
}
