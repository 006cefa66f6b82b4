/**
 * A comment row as the API answers it (spec §3 Comment): the author as avatar user, the caller's vote and like,
 * and, for a deleted comment kept as a placeholder, nothing of what it said or who said it.
 */
import type { CommentView } from '@happenings/db/comments';
import type { CommentKind, ItemType } from '@happenings/domain/enums';
import type { ItemModeration, ModerationState } from '@happenings/domain/moderation';
import type { Comment } from '@happenings/domain/schemas';
import type { ApiConfig } from '../../env.ts';
import { toPhotoUrl } from '../users/user.response.ts';

export interface CommentResponseContext {
  config: ApiConfig;
  viewerId: string | null;
  /** spec §3: set on roundup threads. */
  parentCommentsCount?: number | undefined;
}

export function toCommentResponse(
  view: CommentView,
  context: CommentResponseContext,
): Comment & { moderation?: ItemModeration } {
  const { comment, author } = view;
  const isDeleted = comment.deletedAt !== null;
  const base = {
    id: comment.id,
    kind: comment.kind as CommentKind,
    itemId: comment.subjectId,
    itemType: comment.subjectType as ItemType,
    parentCommentId: comment.parentId,
    repliesCount: comment.repliesCount,
    createdAt: comment.createdAt.toISOString(),
    updatedAt: comment.editedAt?.toISOString() ?? null,
    ...(context.parentCommentsCount !== undefined
      ? { parentCommentsCount: context.parentCommentsCount }
      : {}),
  };
  if (isDeleted) {
    return {
      ...base,
      text: null,
      user: null,
      isDeleted: true,
      isAuthor: false,
      recommends: null,
      votes: { up: 0, down: 0, mine: 'none' },
      likes: 0,
      isLiked: false,
    };
  }
  const { recommended } = view;
  return {
    ...base,
    text: comment.body,
    user: author
      ? {
          id: author.numericId,
          uid: author.id,
          username: author.displayUsername ?? author.username,
          displayName: author.name,
          photoURL: toPhotoUrl(author, context.config),
        }
      : null,
    isDeleted: false,
    isAuthor: !!context.viewerId && comment.userId === context.viewerId,
    recommends: recommended
      ? {
          itemType: recommended.itemType,
          itemId: recommended.itemId,
          name: recommended.name,
          slug: recommended.slug,
          image: recommended.media.find((item) => item.resource_type === 'image') ?? null,
        }
      : null,
    votes: { up: comment.upvotes, down: comment.downvotes, mine: view.myVote ?? 'none' },
    likes: comment.likesCount,
    isLiked: view.isLiked,
    ...(view.moderation
      ? {
          moderation: {
            state: view.moderation.state as ModerationState,
            reason: view.moderation.reason,
            at: view.moderation.at.toISOString(),
          },
        }
      : {}),
  };
}
