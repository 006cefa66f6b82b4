export { listPosts, listPostsByIds, type PostListRow, type PostRow } from './posts.queries.ts';
export { posts } from './posts.table.ts';
