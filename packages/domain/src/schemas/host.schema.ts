/**
 * A host: an organiser that creates experiences (spec §1 "a host or user can create an event"). Field shapes are
 * not shown in the spec; these are what a host card and page need.
 */
import { z } from 'zod';
import { idSchema, slugSchema } from './instant.schema.ts';

export const hostSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  slug: slugSchema,
  /** Logo or photo; null: show initials. */
  photoURL: z.url().nullable(),
  description: z.string().nullish(),
  website: z.url().nullish(),
  /** Users who may edit the host's experiences (by uid). */
  managerUids: z.array(idSchema).default([]),
  isVerified: z.boolean().default(false),
});
export type Host = z.infer<typeof hostSchema>;
