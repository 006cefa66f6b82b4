export type { MediaItem } from './media-item.ts';
export { mediaItems } from './media-items.table.ts';
