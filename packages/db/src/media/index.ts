export {
  findMediaItemByPublicId,
  insertMediaItem,
  type MediaItemRow,
  type NewMediaItem,
} from './media.queries.ts';
export type { MediaItem } from './media-item.ts';
export { mediaItems } from './media-items.table.ts';
