'use client';
/**
 * One comment of a thread: who wrote it and when, its text (as text, links made safe), what it recommends, its
 * votes and likes, and its replies collapsed under it ("Show 3 replies", a disclosure button). Its author may edit
 * or delete it (and change what a recommendation points at), anyone else report it (issue 23; its author reads
 * why moderators hid it); a deleted comment with replies stays as a placeholder so the conversation keeps its shape.
 */
import { formatRelativeShort } from '@happenings/domain/format';
import Link from 'next/link';
import { useId, useState } from 'react';
import { ModerationNotice, moderationOf } from '@/features/moderation-report/moderation-notice';
import { ReportButton } from '@/features/moderation-report/report-button';
import { UserAvatar } from '@/features/profile/user-avatar';
import { pageItems } from './comment-cache';
import { CommentComposer } from './comment-composer';
import styles from './comments.module.css';
import type { Comment } from './comments.types';
import { LinkifiedText } from './linkified-text';
import { ReactionButtons } from './reaction-buttons';
import type { RecommendedChoice } from './recommend-picker';
import { type CommentActions, useReplies } from './use-comments';

export interface CommentItemProps {
  comment: Comment;
  actions: CommentActions;
  isSignedIn: boolean;
  /** Sends a signed-out visitor to sign in (votes, likes and replies need an account). */
  requireSignIn: () => void;
  now: number;
  /** Replies have no replies of their own: answering one joins its parent's conversation. */
  isReply?: boolean;
  /** Answering a reply opens the composer of its parent (one level of replies). */
  onReplyToReply?: (reply: Comment) => void;
  /** Roundup answers: their author may change what they recommend, from the search of this location. */
  recommendIn?: string;
}

export function authorName(comment: Comment): string {
  return comment.user?.displayName || comment.user?.username || 'Former member';
}

export function RecommendedCard({ recommends }: { recommends: NonNullable<Comment['recommends']> }) {
  const kind = recommends.itemType === 'experience' ? 'Event' : 'Place';
  const href =
    recommends.itemType === 'experience' && recommends.slug
      ? `/event/${recommends.slug}`
      : `/search?q=${encodeURIComponent(recommends.name)}`;
  return (
    <p className={styles.recommended} data-testid="recommended-item">
      <span className={styles.recommendedKind}>{kind}</span>
      <Link href={href} prefetch={false}>
        {recommends.name}
      </Link>
    </p>
  );
}

/** What a recommendation points at, as the picker shows a choice. */
function toChoice(recommends: Comment['recommends']): RecommendedChoice | null {
  return recommends
    ? { itemType: recommends.itemType, itemId: recommends.itemId, name: recommends.name, detail: null }
    : null;
}

export function CommentItem({
  comment,
  actions,
  isSignedIn,
  requireSignIn,
  now,
  isReply = false,
  onReplyToReply,
  recommendIn,
}: CommentItemProps) {
  const headingId = useId();
  const repliesId = useId();
  const [mode, setMode] = useState<'read' | 'edit' | 'confirm-delete'>('read');
  const [isReplying, setIsReplying] = useState(false);
  const [showReplies, setShowReplies] = useState(false);
  const replies = useReplies(comment.id, showReplies && !isReply);
  const name = authorName(comment);
  const isRecommendation = comment.kind === 'recommendation';
  const about = isRecommendation ? `${name}'s recommendation` : `${name}'s comment`;
  const created = Date.parse(comment.createdAt);

  const startReply = () => {
    if (!isSignedIn) return requireSignIn();
    if (isReply && onReplyToReply) return onReplyToReply(comment);
    setIsReplying(true);
    setShowReplies(true);
  };
  const vote = (next: Comment['votes']['mine']) =>
    isSignedIn ? actions.vote.mutate({ comment, next }) : requireSignIn();
  const like = (liked: boolean) => (isSignedIn ? actions.like.mutate({ comment, liked }) : requireSignIn());

  return (
    <article
      id={`comment-${comment.id}`}
      className={`${styles.comment} ${isReply ? styles.reply : ''}`}
      aria-labelledby={headingId}
      data-testid={isReply ? 'reply' : 'comment'}
      data-comment-id={comment.id}
    >
      <header className={styles.commentHeader}>
        {comment.user ? (
          <UserAvatar photoURL={comment.user.photoURL} name={name} size={isReply ? 28 : 36} />
        ) : (
          <span className={styles.avatarGap} aria-hidden="true" />
        )}
        <h3 id={headingId} className={styles.author}>
          {comment.isDeleted ? (
            <span className={styles.muted}>Deleted</span>
          ) : comment.user?.username ? (
            <Link href={`/u/${comment.user.username}`} prefetch={false}>
              {name}
            </Link>
          ) : (
            name
          )}
        </h3>
        <time className={styles.time} dateTime={comment.createdAt} title={new Date(created).toUTCString()}>
          {formatRelativeShort(created, now)}
        </time>
        {comment.updatedAt && !comment.isDeleted ? <span className={styles.muted}>· edited</span> : null}
      </header>

      {comment.isDeleted ? (
        <p className={styles.deleted}>This comment was deleted.</p>
      ) : mode === 'edit' ? (
        <CommentComposer
          label={isRecommendation ? 'Edit your recommendation' : 'Edit your comment'}
          submitLabel="Save"
          initialText={comment.text ?? ''}
          {...(isRecommendation && recommendIn
            ? { recommendIn, initialChoice: toChoice(comment.recommends) }
            : {})}
          autoFocus
          onCancel={() => setMode('read')}
          onSubmit={async (text, recommends) => {
            await actions.edit.mutateAsync({
              comment,
              text,
              ...(isRecommendation && recommendIn ? { recommends } : {}),
            });
            setMode('read');
          }}
        />
      ) : (
        <>
          <ModerationNotice moderation={moderationOf(comment)} />
          <LinkifiedText text={comment.text ?? ''} className={styles.text} />
          {comment.recommends ? <RecommendedCard recommends={comment.recommends} /> : null}
        </>
      )}

      {comment.isDeleted ? null : (
        <div className={styles.actions}>
          <ReactionButtons comment={comment} about={about} onVote={vote} onLike={like} />
          <button type="button" className={styles.textButton} onClick={startReply}>
            Reply<span className="visually-hidden"> to {about}</span>
          </button>
          {comment.isAuthor && mode === 'read' ? (
            <>
              <button type="button" className={styles.textButton} onClick={() => setMode('edit')}>
                Edit<span className="visually-hidden"> {about}</span>
              </button>
              <button type="button" className={styles.textButton} onClick={() => setMode('confirm-delete')}>
                Delete<span className="visually-hidden"> {about}</span>
              </button>
            </>
          ) : null}
          {comment.isAuthor ? null : (
            <ReportButton
              subject={{ type: 'comment', id: comment.id }}
              noun={isRecommendation ? 'recommendation' : 'comment'}
              about={about}
              isSignedIn={isSignedIn}
              className={styles.textButton}
            />
          )}
        </div>
      )}

      {mode === 'confirm-delete' ? (
        <fieldset className={styles.confirm}>
          <legend className="visually-hidden">Confirm deletion</legend>
          <p>Delete this comment? {comment.repliesCount > 0 ? 'Its replies stay.' : ''}</p>
          <button
            type="button"
            className="button"
            onClick={() => actions.remove.mutate({ comment }, { onSettled: () => setMode('read') })}
          >
            Delete
          </button>
          <button type="button" className="button button-secondary" onClick={() => setMode('read')}>
            Keep it
          </button>
        </fieldset>
      ) : null}

      {!isReply && comment.repliesCount > 0 ? (
        <button
          type="button"
          className={styles.repliesToggle}
          aria-expanded={showReplies}
          aria-controls={repliesId}
          onClick={() => setShowReplies((open) => !open)}
        >
          {showReplies
            ? 'Hide replies'
            : `Show ${comment.repliesCount} ${comment.repliesCount === 1 ? 'reply' : 'replies'}`}
        </button>
      ) : null}

      {!isReply ? (
        <div id={repliesId} hidden={!showReplies} className={styles.replies}>
          {replies.isError ? <p className={styles.formError}>Could not load the replies.</p> : null}
          {replies.isPending && showReplies && comment.repliesCount > 0 ? (
            <p className={styles.muted}>Loading replies…</p>
          ) : null}
          <ol className={styles.plainList}>
            {pageItems(replies.data).map((reply) => (
              <li key={reply.id}>
                <CommentItem
                  comment={reply}
                  actions={actions}
                  isSignedIn={isSignedIn}
                  requireSignIn={requireSignIn}
                  now={now}
                  isReply
                  onReplyToReply={() => {
                    setIsReplying(true);
                  }}
                />
              </li>
            ))}
          </ol>
          {replies.hasNextPage ? (
            <button
              type="button"
              className={styles.textButton}
              onClick={() => void replies.fetchNextPage()}
              disabled={replies.isFetchingNextPage}
            >
              Load more replies
            </button>
          ) : null}
          {isReplying ? (
            <CommentComposer
              label={`Reply to ${name}`}
              submitLabel="Reply"
              autoFocus
              onCancel={() => setIsReplying(false)}
              onSubmit={async (text) => {
                await actions.reply.mutateAsync({ to: comment, text });
                setIsReplying(false);
              }}
            />
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
