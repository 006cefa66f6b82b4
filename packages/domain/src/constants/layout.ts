/**
 * Screen sizes and the timings of layout-related UI behaviour (spec §9).
 */

/** spec §9: breakpoints in CSS pixels (min-widths), smallest first. */
export const BREAKPOINTS_PX = {
  mobile: 430,
  xs: 480,
  sm: 768,
  tablet: 900,
  md: 960,
  lg: 1200,
} as const;
export type Breakpoint = keyof typeof BREAKPOINTS_PX;

/** spec §9: window-resize handlers are debounced by 100 ms. */
export const RESIZE_DEBOUNCE_MS = 100;

/** spec §9 (and the §4 progress timer): the top-of-page progress bar ticks every 100 ms over 1000 ms. */
export const PROGRESS_THROTTLE_MS = 100;
export const PROGRESS_DURATION_MS = 1000;
