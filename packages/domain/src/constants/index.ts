export { ANALYTICS_DIMENSIONS, type AnalyticsDimension } from './analytics.ts';
export { ACCESS_TOKEN_REFRESH_MARGIN_MS, CUSTOM_TOKEN_LIFETIME_SECONDS, SESSION_COOKIE } from './auth.ts';
export { BRAND_PRIMARY_COLOR, FONT_FAMILIES } from './brand.ts';
export { CACHE_POLICIES, type CachePolicy, QUERY_CACHE_DEFAULTS } from './caches.ts';
export { COLLECTION_LIMITS } from './collections.ts';
export { EXPERIENCE_SEND_LIMITS } from './experience-sends.ts';
export {
  BREAKPOINTS_PX,
  type Breakpoint,
  PROGRESS_DURATION_MS,
  PROGRESS_THROTTLE_MS,
  RESIZE_DEBOUNCE_MS,
} from './layout.ts';
export {
  CALENDAR_DESCRIPTION_LIMIT,
  COMMENT_TEXT_MAX_LENGTH,
  DEFAULT_EXPERIENCES_LIMIT,
  MAX_PAGE_LIMIT,
  POST_CAPTION_MAX_LENGTH,
  ROUNDUP_COMMENTS_PAGE_SIZE,
  ROUNDUP_DESCRIPTION_MAX_LENGTH,
  ROUNDUP_TITLE_MAX_LENGTH,
  STREAM_DEFAULT_LIMIT,
} from './limits.ts';
// Types only: a value from toast.schema.ts would build a zod object in every browser bundle that reads a constant,
// and zod's first object probes `new Function` (a Content-Security-Policy violation on the website).
export type { Toast, ToastInput } from './toast.schema.ts';
export { TOAST_DEFAULTS, TOAST_TYPES, type ToastType } from './toast.ts';
