'use client';
import styles from './comments.module.css';
/**
 * Up/down vote and like toggles of a comment (spec §4: a vote is up, down or none and can be removed). Each is a
 * toggle button (aria-pressed) whose name says what it does and whose count is read with it; pressing the vote
 * you already gave removes it.
 */
import type { Comment, Vote } from './comments.types';

export interface ReactionButtonsProps {
  comment: Comment;
  /** What the buttons are about, for screen readers ('Ada's recommendation'). */
  about: string;
  onVote: (next: Vote) => void;
  onLike?: (liked: boolean) => void;
}

export function ReactionButtons({ comment, about, onVote, onLike }: ReactionButtonsProps) {
  const { up, down, mine } = comment.votes;
  return (
    <fieldset className={styles.reactions}>
      <legend className="visually-hidden">Votes on {about}</legend>
      <button
        type="button"
        className={styles.reaction}
        aria-pressed={mine === 'up'}
        data-testid="upvote"
        onClick={() => onVote(mine === 'up' ? 'none' : 'up')}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path fill="currentColor" d="M12 4 4 14h5v6h6v-6h5z" />
        </svg>
        <span className="visually-hidden">Upvote, </span>
        <span data-testid="upvotes">{up}</span>
        <span className="visually-hidden"> up</span>
      </button>
      <button
        type="button"
        className={styles.reaction}
        aria-pressed={mine === 'down'}
        data-testid="downvote"
        onClick={() => onVote(mine === 'down' ? 'none' : 'down')}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path fill="currentColor" d="M12 20 4 10h5V4h6v6h5z" />
        </svg>
        <span className="visually-hidden">Downvote, </span>
        <span data-testid="downvotes">{down}</span>
        <span className="visually-hidden"> down</span>
      </button>
      {onLike ? (
        <button
          type="button"
          className={styles.reaction}
          aria-pressed={comment.isLiked}
          data-testid="like"
          onClick={() => onLike(!comment.isLiked)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path
              fill={comment.isLiked ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="2"
              d="M12 20.5s-7.4-4.5-9.3-9C1.3 8.2 3.3 4.5 6.8 4.5c2.1 0 3.6 1.2 5.2 3 1.6-1.8 3.1-3 5.2-3 3.5 0 5.5 3.7 4.1 7-1.9 4.5-9.3 9-9.3 9Z"
            />
          </svg>
          <span className="visually-hidden">Like, </span>
          <span data-testid="likes">{comment.likes}</span>
          <span className="visually-hidden"> likes</span>
        </button>
      ) : null}
    </fieldset>
  );
}
