/**
 * Comments and roundups as the API answers them (spec §3 Comment, §7 Comments and Roundups).
 */
import type { components } from '@happenings/client';

export type Comment = components['schemas']['Comment'];
export type CommentPage = components['schemas']['CommentPage'];
export type RoundupDetail = components['schemas']['RoundupDetail'];
export type Vote = Comment['votes']['mine'];
export type CommentSort = 'new' | 'top';

/** What a thread hangs off (spec §7 "comments by place id, experience id and crowd-sourced-roundup id"). */
export interface ThreadSubject {
  itemType: 'experience' | 'place' | 'crowd-sourced-roundup';
  itemId: string;
}

/** A thread's cached pages (TanStack Query's infinite data). */
export interface CommentPages {
  pages: CommentPage[];
  pageParams: unknown[];
}
