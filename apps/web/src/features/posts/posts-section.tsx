/**
 * The "Photos from the community" section of an event page (and of a place page): the composer and the posts
 * about it, their first page read on the server with the page.
 */
import type { ReactNode } from 'react';
import { PostComposer } from './post-composer';
import { loadPostsFirstPage } from './posts.data';
import styles from './posts.module.css';
import type { PostSubject } from './posts.types';
import { PostsList } from './posts-list';

export type PostsSectionProps = PostSubject & {
  isSignedIn: boolean;
  now: number;
  /** The section's class, so it sits among the page's other sections. */
  className?: string;
  /** In place of the composer for `isSignedIn`: one that learns in the browser who is signed in (a member page). */
  composer?: ReactNode;
};

export async function PostsSection(props: PostsSectionProps) {
  const { isSignedIn, now, className, composer } = props;
  const subject: PostSubject =
    'experienceId' in props ? { experienceId: props.experienceId } : { venueId: props.venueId };
  const firstPage = await loadPostsFirstPage(subject);
  return (
    <section className={className} aria-labelledby="posts-title" id="posts">
      <h2 id="posts-title" className={styles.sectionTitle}>
        Photos from the community
      </h2>
      {composer ?? <PostComposer {...subject} isSignedIn={isSignedIn} />}
      <PostsList {...subject} initialPage={firstPage} now={now} label="Photos from the community" />
    </section>
  );
}
