export { streams } from './streams.table.ts';
