export { follows } from './follows.table.ts';
