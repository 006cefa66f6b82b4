/**
 * A post in a list of posts (an event's, a place's): its picture filling a square, its caption's start, who
 * posted it and when. The whole tile opens the post page through its one link (as the experience card does).
 */
import { formatRelativeShort } from '@happenings/domain/format';
import { clientNavigation } from '@/lib/client-navigation';
import { PostMedia } from './post-media';
import styles from './posts.module.css';
import { type Post, postPath, postTitle } from './posts.types';

export function PostTile({ post, now }: { post: Post; now: number }) {
  const author = post.user.displayName || post.user.username || 'A member';
  const created = Date.parse(post.creation);
  return (
    <article className={styles.tile} data-testid="post-tile">
      <div className={styles.tileMedia}>
        <PostMedia post={post} preset="card" className={styles.tileImage} />
        {post.media[0]?.resource_type === 'video' ? <span className={styles.badge}>Video</span> : null}
      </div>
      <div className={styles.tileBody}>
        <h3 className={styles.tileTitle}>
          <a href={postPath(post)} className={styles.tileLink} {...clientNavigation}>
            {postTitle(post, 70)}
          </a>
        </h3>
        <p className={styles.tileMeta}>
          {author} ·{' '}
          <time dateTime={post.creation} title={new Date(created).toUTCString()}>
            {/* A post made after the page was drawn is 'now', never in the future. */}
            {formatRelativeShort(created, Math.max(now, created))}
          </time>
        </p>
      </div>
    </article>
  );
}
