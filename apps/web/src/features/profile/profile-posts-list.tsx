'use client';
/**
 * A profile's posts, newest first, with "Load more" (issue 4): picture and caption opening the post's page, the
 * event or place it is about and a short relative time ('3d', formatRelativeShort); on someone else's profile,
 * "Report" on each (issue 23), and on one's own, why moderators keep a post out of view.
 */
import { formatRelativeShort } from '@happenings/domain/format';
import { buildImageUrl } from '@happenings/domain/media';
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { ModerationNotice, moderationOf } from '@/features/moderation-report/moderation-notice';
import { ReportButton } from '@/features/moderation-report/report-button';
import { postPath, postSubjectLink } from '@/features/posts/posts.types';
import { getBrowserClient } from '@/lib/api-browser';
import { fetchPostPage, type PostItem, type PostPage } from './profile-lists';
import styles from './profile-page.module.css';

export const profilePostsQueryKey = (userId: string) => ['profile', userId, 'posts'] as const;

export function ProfilePostsList({
  userId,
  firstPage,
  now,
  reportAs = null,
}: {
  userId: string;
  firstPage: PostPage;
  now: number;
  /** Someone else's posts can be reported; null on one's own profile. */
  reportAs?: { isSignedIn: boolean } | null;
}) {
  const query = useInfiniteQuery({
    queryKey: profilePostsQueryKey(userId),
    queryFn: ({ pageParam }) => fetchPostPage(getBrowserClient(), userId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: PostPage) => last.nextCursor ?? undefined,
    initialData: { pages: [firstPage], pageParams: [null] } satisfies InfiniteData<PostPage, string | null>,
  });
  const posts = query.data.pages.flatMap((page) => page.items);

  return (
    <>
      {posts.length === 0 ? (
        <p className={styles.empty}>No posts yet.</p>
      ) : (
        <ul className={styles.posts} aria-label="Posts">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} now={now} reportAs={reportAs} />
            </li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" aria-live="polite">
        {query.isFetchingNextPage ? 'Loading more posts…' : `${posts.length} posts shown`}
      </p>
      {query.isError ? (
        <p className={styles.error} role="alert">
          Could not load more posts.
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
            {query.isFetchingNextPage ? 'Loading…' : query.isError ? 'Try again' : 'Load more posts'}
          </button>
        </p>
      ) : null}
    </>
  );
}

function PostCard({
  post,
  now,
  reportAs,
}: {
  post: PostItem;
  now: number;
  reportAs: { isSignedIn: boolean } | null;
}) {
  const image = post.media.find((item) => item.resource_type === 'image');
  const created = Date.parse(post.creation);
  const about = postSubjectLink(post);
  return (
    <article className={styles.post}>
      {image ? (
        <Link href={postPath(post)} className={styles.postImageLink}>
          {/* biome-ignore lint/performance/noImgElement: media come from our CDN at a spec §9 preset already. */}
          <img
            src={buildImageUrl(image.secure_url, { baseUrl: '', preset: 'squareLarge', format: 'webp' })}
            alt={
              post.caption
                ? post.caption.slice(0, 120)
                : `Photo${post.experience ? ` at ${post.experience.name}` : ''}`
            }
            width={600}
            height={600}
            loading="lazy"
            decoding="async"
            className={styles.postImage}
          />
        </Link>
      ) : null}
      <div className={styles.postBody}>
        <ModerationNotice moderation={moderationOf(post)} />
        <p className={styles.postCaption}>
          <Link href={postPath(post)}>{post.caption || 'See the post'}</Link>
        </p>
        <p className={styles.postMeta}>
          {about ? <Link href={about.href}>{about.name}</Link> : null}
          <time dateTime={post.creation} title={new Date(created).toUTCString()}>
            {formatRelativeShort(created, now)}
          </time>
        </p>
        {reportAs ? (
          <ReportButton
            subject={{ type: 'post', id: post.id }}
            noun="post"
            about={post.caption ? `the post “${post.caption.slice(0, 60)}”` : 'this post'}
            isSignedIn={reportAs.isSignedIn}
          />
        ) : null}
      </div>
    </article>
  );
}
