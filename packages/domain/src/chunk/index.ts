export { CATEGORY_LOOKUP_CHUNK_SIZE, chunk } from './chunk.ts';
