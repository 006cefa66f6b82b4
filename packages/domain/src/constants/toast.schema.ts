/**
 * The toast entity (spec §8) as zod schemas; the values and defaults are in toast.ts, which needs no zod.
 */
import { z } from 'zod';
import { TOAST_TYPES } from './toast.ts';

export const toastTypeSchema = z.enum(TOAST_TYPES);

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
