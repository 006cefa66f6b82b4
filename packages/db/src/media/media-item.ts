/**
 * spec §3 Media item, stored as JSON with whatever shows it (experience.media, post.media, ...). The type is the
 * one contract of @happenings/domain, so what the database holds is what the API answers.
 */
export type { MediaItem } from '@happenings/domain/schemas';
