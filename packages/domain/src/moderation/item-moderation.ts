import { z } from 'zod';
import { MODERATION_STATES } from './report-constants.ts';

/**
 * What an item's author reads on it while moderators keep it out of view (issue 23): hidden (by a moderator, or by
 * the system until one looks) or removed, why, and since when. Sent to the author only, on every kind of item.
 */
export const itemModerationSchema = z
  .object({
    state: z.enum(MODERATION_STATES),
    reason: z.string(),
    at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'ItemModeration' });
export type ItemModeration = z.infer<typeof itemModerationSchema>;
