/**
 * Toast notifications (spec §8, §9): what a toast carries and how it behaves by default.
 */
import { z } from 'zod';

/** Toast types; spec §8: the type defaults to info. */
export const TOAST_TYPES = ['info', 'success', 'warning', 'error'] as const;
export const toastTypeSchema = z.enum(TOAST_TYPES);
export type ToastType = z.infer<typeof toastTypeSchema>;

/** spec §8: a toast carries a title, description, icon and a type defaulting to info. */
export const toastSchema = z.object({
  title: z.string(),
  description: z.string().optional(),
  /** Name of the icon to show; the UI maps names to glyphs. */
  icon: z.string().optional(),
  type: toastTypeSchema.default('info'),
});
/** A toast as shown (type filled in). */
export type Toast = z.infer<typeof toastSchema>;
/** A toast as requested (type may be left out). */
export type ToastInput = z.input<typeof toastSchema>;

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
