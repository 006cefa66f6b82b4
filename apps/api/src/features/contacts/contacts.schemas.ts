/**
 * Query and answers of the contacts calls (spec §7 Contests and contacts).
 */
import { relationshipSchema } from '@happenings/domain/enums';
import { countSchema, cursorPageSchema } from '@happenings/domain/schemas';
import { z } from 'zod';
import { pageLimitSchema } from '../../http/page-limit.ts';
import { avatarUserResponseSchema } from '../users/user.response.ts';

export const contactsQuerySchema = z.object({
  limit: pageLimitSchema,
  cursor: z.string().min(1).max(64).optional(),
});

/** A user in the caller's synced contacts, with the spec §3 relationship from the caller's side. */
export const contactMatchSchema = z
  .object({ user: avatarUserResponseSchema, relationship: relationshipSchema })
  .meta({ id: 'ContactMatch' });
export const contactMatchPageSchema = cursorPageSchema(contactMatchSchema).meta({ id: 'ContactMatchPage' });

export const contactsCountSchema = z.object({ count: countSchema }).meta({ id: 'ContactsCount' });
