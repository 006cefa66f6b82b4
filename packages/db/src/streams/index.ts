export { listEnabledStreams, type StreamRow } from './streams.queries.ts';
export { streams } from './streams.table.ts';
