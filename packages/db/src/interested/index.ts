export { interested } from './interested.table.ts';
