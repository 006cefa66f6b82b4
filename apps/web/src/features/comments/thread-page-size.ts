import { ROUNDUP_COMMENTS_PAGE_SIZE } from '@happenings/domain/constants';

/** spec §9: roundup comments load 20 at a time; every thread pages the same way. */
export const THREAD_PAGE_SIZE = ROUNDUP_COMMENTS_PAGE_SIZE;

/** How many recommendations the roundup page ranks above its thread. */
export const TOP_LIST_SIZE = 5;
