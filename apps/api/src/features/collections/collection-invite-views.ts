/**
 * An invite as both sides of it answer: the owner's calls (collection-invites.routes.ts) and the invitee's
 * (collection-invite-answers.routes.ts). Either it is shown with its inviter and invitee, or, once it was answered,
 * it is the 409 that says how (spec §4: PENDING, then ACCEPTED, DECLINED or DISMISSED and nothing else).
 */
import type { CollectionRow, InviteRow } from '@happenings/db/collections';
import { findUserById } from '@happenings/db/users';
import type { Context } from 'hono';
import type { AppEnv } from '../../context.ts';
import { conflict, notFound } from '../../errors/api-error.ts';
import { toInviteResponse } from './collection.response.ts';

/** 409 INVITE_ANSWERED, naming what became of the invite. */
export function inviteAnswered(invite: Pick<InviteRow, 'status'>) {
  const what = invite.status === 'DISMISSED' ? 'withdrawn' : invite.status.toLowerCase();
  return conflict(`This invite was ${what} already.`, 'INVITE_ANSWERED');
}

/** The invite with its inviter and invitee; 404 when the inviter is gone (the invite went with them). */
export async function toInviteOf(c: Context<AppEnv>, invite: InviteRow, collection: CollectionRow) {
  const { db, config } = c.get('services');
  const [inviter, invitee] = await Promise.all([
    findUserById(db, invite.inviterId),
    invite.inviteeId ? findUserById(db, invite.inviteeId) : Promise.resolve(null),
  ]);
  if (!inviter) throw notFound('Invite');
  return toInviteResponse(invite, { inviter, invitee }, collection, config);
}
