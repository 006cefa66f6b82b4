/**
 * Toast notifications (spec §8, §9): the types and how a toast behaves by default (the schema is in
 * toast.schema.ts, so the values need no zod).
 */

/** Toast types; spec §8: the type defaults to info. */
export const TOAST_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/** spec §9: auto-close 5000 ms, bottom-left, no progress bar, close on click. */
export const TOAST_DEFAULTS = {
  // Milliseconds; the keys match react-toastify's container props so they can be spread into it.
  autoClose: 5000,
  position: 'bottom-left',
  hideProgressBar: true,
  closeOnClick: true,
  type: 'info',
} as const satisfies {
  autoClose: number;
  position: string;
  hideProgressBar: boolean;
  closeOnClick: boolean;
  type: ToastType;
};
