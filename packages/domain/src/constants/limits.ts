/**
 * Page sizes and text limits (spec §7, §9).
 */

/** spec §9: GET /api/v1/experiences returns 10 items unless a limit is given. */
export const DEFAULT_EXPERIENCES_LIMIT = 10;

/** Most items a page may hold; protects the database from limit=100000. */
export const MAX_PAGE_LIMIT = 100;

/** spec §9: roundup comments load 20 at a time. */
export const ROUNDUP_COMMENTS_PAGE_SIZE = 20;

/** spec §7, §9: stream endpoints are called with limit 10 unless told otherwise. */
export const STREAM_DEFAULT_LIMIT = 10;

/** spec §5, §9: calendar descriptions are cut to 300 characters (then '...'). */
export const CALENDAR_DESCRIPTION_LIMIT = 300;

/** Longest comment or reply, in characters (a few paragraphs; the spec sets none). */
export const COMMENT_TEXT_MAX_LENGTH = 2000;

/** Longest roundup question, in characters. */
export const ROUNDUP_TITLE_MAX_LENGTH = 150;

/** Longest roundup description, in characters. */
export const ROUNDUP_DESCRIPTION_MAX_LENGTH = 2000;

/** Longest post caption, in characters (a few sentences under a picture; the spec sets none). */
export const POST_CAPTION_MAX_LENGTH = 500;
