'use client';
/**
 * A comment thread (spec §7 Comments) on the event page and the roundup page: the sort switch (newest or top,
 * spec §3), the composer for signed-in visitors and a sign-in prompt for the others, the comments 20 at a time
 * with "Load more", and one live region where failures are read out (a vote that did not save rolls back and
 * says so there).
 */
import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { pageItems } from './comment-cache';
import { CommentComposer } from './comment-composer';
import { CommentItem } from './comment-item';
import styles from './comments.module.css';
import type { CommentPage, CommentSort, ThreadSubject } from './comments.types';
import { useCommentActions, useThread } from './use-comments';

export interface CommentThreadProps {
  subject: ThreadSubject;
  /** The first page of the newest comments, rendered with the page. */
  initialPage: CommentPage | null;
  isSignedIn: boolean;
  /** 'Comments' on an event, 'Answers' on a roundup. */
  title: string;
  /** Roundup answers recommend from the search of this location. */
  recommendIn?: string;
  now: number;
}

const SORTS: Array<{ value: CommentSort; label: string }> = [
  { value: 'new', label: 'Newest' },
  { value: 'top', label: 'Top' },
];

export function CommentThread({
  subject,
  initialPage,
  isSignedIn,
  title,
  recommendIn,
  now,
}: CommentThreadProps) {
  const router = useRouter();
  const pathname = usePathname();
  const [sort, setSort] = useState<CommentSort>('new');
  const [status, setStatus] = useState('');
  const loginPath = `/login?next=${encodeURIComponent(pathname)}`;
  const requireSignIn = useCallback(() => router.push(loginPath), [router, loginPath]);
  const actions = useCommentActions({ subject, onError: setStatus, onSignedOut: requireSignIn });
  const thread = useThread(subject, sort, initialPage);
  const items = pageItems(thread.data);
  const isRoundup = subject.itemType === 'crowd-sourced-roundup';
  const count = thread.data?.pages[0]?.parentCommentsCount;
  const headingId = `${subject.itemType}-thread-title`;

  return (
    <section className={styles.thread} aria-labelledby={headingId} data-testid="comment-thread">
      <div className={styles.threadHeader}>
        <h2 id={headingId} className={styles.threadTitle}>
          {title}
          {count !== undefined ? <span className={styles.count}> ({count})</span> : null}
        </h2>
        <fieldset className={styles.sortSwitch}>
          <legend className="visually-hidden">Sort {title.toLowerCase()}</legend>
          {SORTS.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={sort === option.value}
              className={styles.sortButton}
              onClick={() => setSort(option.value)}
            >
              {option.label}
            </button>
          ))}
        </fieldset>
      </div>

      {isSignedIn ? (
        <CommentComposer
          label={isRoundup ? 'Your recommendation' : 'Add a comment'}
          submitLabel={isRoundup ? 'Post answer' : 'Post comment'}
          placeholder={isRoundup ? 'What do you recommend, and why?' : 'Say something about it'}
          {...(recommendIn ? { recommendIn } : {})}
          onSubmit={async (text, recommends) => {
            setStatus('');
            await actions.post.mutateAsync({ text, recommends });
            setSort('new');
          }}
        />
      ) : (
        <p className={styles.signInPrompt}>
          <a href={loginPath} className="button">
            Sign in
          </a>{' '}
          to {isRoundup ? 'answer, vote and reply' : 'comment, vote and reply'}.
        </p>
      )}

      <p role="status" aria-live="polite" className={styles.liveRegion}>
        {status}
      </p>

      {thread.isError ? (
        <p className={styles.formError}>
          Comments could not be loaded.{' '}
          <button type="button" className={styles.textButton} onClick={() => void thread.refetch()}>
            Try again
          </button>
        </p>
      ) : null}
      {thread.isPending ? <p className={styles.muted}>Loading…</p> : null}
      {thread.isSuccess && items.length === 0 ? (
        <p className={styles.muted}>{isRoundup ? 'No answers yet: be the first.' : 'No comments yet.'}</p>
      ) : null}

      <ol className={styles.plainList} aria-label={title}>
        {items.map((comment) => (
          <li key={comment.id}>
            <CommentItem
              comment={comment}
              actions={actions}
              isSignedIn={isSignedIn}
              requireSignIn={requireSignIn}
              now={now}
              {...(recommendIn ? { recommendIn } : {})}
            />
          </li>
        ))}
      </ol>

      {thread.hasNextPage ? (
        <button
          type="button"
          className={`button button-secondary ${styles.loadMore}`}
          onClick={() => void thread.fetchNextPage()}
          disabled={thread.isFetchingNextPage}
        >
          {thread.isFetchingNextPage ? 'Loading…' : `Load more ${title.toLowerCase()}`}
        </button>
      ) : null}
    </section>
  );
}
