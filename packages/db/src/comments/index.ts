export { type CommentCounts, setCommentLike, setCommentVote } from './comment-reactions.queries.ts';
export { commentLikes, commentVotes, STORED_VOTES } from './comment-reactions.table.ts';
export { createComment, deleteComment, editComment, type NewComment } from './comment-writes.queries.ts';
export {
  type CommentAuthor,
  type CommentCursor,
  type CommentPage,
  type CommentRow,
  type CommentSubject,
  type CommentSubjectType,
  type CommentView,
  findCommentById,
  findCommentView,
  type ListCommentsOptions,
  listComments,
  listReplies,
  type RecommendedItem,
  type RecommendedItemType,
} from './comments.queries.ts';
export { comments, RECOMMENDED_ITEM_TYPES } from './comments.table.ts';
