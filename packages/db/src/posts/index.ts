export {
  createPost,
  deletePost,
  findPost,
  findPostAuthor,
  type ListPostsOptions,
  listPosts,
  listPostsByIds,
  type NewPost,
  type PostListRow,
  type PostRow,
} from './posts.queries.ts';
export { posts } from './posts.table.ts';
