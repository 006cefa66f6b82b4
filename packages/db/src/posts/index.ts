export { posts } from './posts.table.ts';
