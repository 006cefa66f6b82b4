export { type CommentCounts, setCommentLike, setCommentVote } from './comment-reactions.queries.ts';
export { commentLikes, commentVotes, STORED_VOTES } from './comment-reactions.table.ts';
export {
  type CommentAuthor,
  type CommentCursor,
  type CommentPage,
  type CommentRow,
  type CommentSubject,
  type CommentSubjectType,
  type CommentView,
  createComment,
  deleteComment,
  editComment,
  findCommentById,
  findCommentView,
  type ListCommentsOptions,
  listComments,
  listReplies,
  type NewComment,
  type RecommendedItem,
  type RecommendedItemType,
} from './comments.queries.ts';
export { comments, RECOMMENDED_ITEM_TYPES } from './comments.table.ts';
