export {
  type CacheEntryAddress,
  clearCacheNamespace,
  readCacheEntry,
  writeCacheEntry,
} from './cache-entries.queries.ts';
export { cacheEntries } from './cache-entries.table.ts';
