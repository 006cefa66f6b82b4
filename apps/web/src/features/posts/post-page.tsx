/**
 * /post/{id}: one post — its photo or video, its caption, its author with their avatar, the event or place it is
 * about, when it was posted; "Report" for others, "Delete" for its author, who also reads there why moderators
 * keep it out of view (ModerationNotice).
 */
import { formatRelativeShort } from '@happenings/domain/format';
import Link from 'next/link';
import { ModerationNotice, moderationOf } from '@/features/moderation-report/moderation-notice';
import { ReportButton } from '@/features/moderation-report/report-button';
import { UserAvatar } from '@/features/profile/user-avatar';
import { DeletePostButton } from './delete-post-button';
import { PostMedia } from './post-media';
import styles from './posts.module.css';
import { type Post, postSubjectLink } from './posts.types';

export function PostPage({ post, viewerId, now }: { post: Post; viewerId: string | null; now: number }) {
  const author = post.user.displayName || post.user.username || 'A member';
  const about = postSubjectLink(post);
  const isAuthor = viewerId !== null && post.user.uid === viewerId;
  const profilePath = post.user.username ? `/u/${encodeURIComponent(post.user.username)}` : null;
  const created = Date.parse(post.creation);
  return (
    <article className={styles.page} aria-labelledby="post-title">
      <ModerationNotice moderation={moderationOf(post)} />
      <figure className={styles.figure}>
        <PostMedia post={post} preset="page" className={styles.pageMedia} controls priority />
        {post.caption ? <figcaption className={styles.caption}>{post.caption}</figcaption> : null}
      </figure>
      <div className={styles.details}>
        <h1 id="post-title" className={styles.title}>
          {about ? (
            <>
              {author} at <Link href={about.href}>{about.name}</Link>
            </>
          ) : (
            `A post by ${author}`
          )}
        </h1>
        <p className={styles.byline}>
          <UserAvatar photoURL={post.user.photoURL} name={author} size={40} />
          <span>
            {profilePath ? <Link href={profilePath}>{author}</Link> : author}
            <span className={styles.muted}>
              {' · '}
              <time dateTime={post.creation} title={new Date(created).toUTCString()}>
                {formatRelativeShort(created, now)}
              </time>
            </span>
          </span>
        </p>
        {about ? (
          <p className={styles.about}>
            {post.experience ? 'Event: ' : 'Place: '}
            <Link href={about.href}>{about.name}</Link>
          </p>
        ) : null}
        <div className={styles.pageActions}>
          {isAuthor ? (
            <DeletePostButton postId={post.id} leaveTo={about?.href ?? profilePath ?? '/'} />
          ) : (
            <ReportButton
              subject={{ type: 'post', id: post.id }}
              noun="post"
              about={`${author}’s post`}
              isSignedIn={viewerId !== null}
            />
          )}
        </div>
      </div>
    </article>
  );
}
