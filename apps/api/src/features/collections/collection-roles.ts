/**
 * What a caller is to a collection, an invite or a share (resource-roles.ts asks these for access-guard.ts).
 * spec §6 roles: the collection's OWNER is its 'owner', a VIEWER a 'participant'. A community collection is
 * 'visible' to everyone else; a private one is 'hidden' (404, so its existence does not leak). The invitee of an
 * in-app invite, and whoever holds a working link's token, is the 'owner' of that invite; the receiver of a share
 * is the 'owner' of that share.
 */
import { findCollectionAccess, findInvite, findShare } from '@happenings/db/collections';
import { findReportSubject } from '@happenings/db/moderation';
import { isPlausibleId } from '../../http/plausible-id.ts';
import type { ResourceRoles } from '../../http/resource-roles-contract.ts';
import { isLinkSecret, parseLinkToken } from './link-token.ts';

export const collectionRoles: ResourceRoles = {
  name: 'Collection',
  refusal: {
    owner: 'Only the owner of this collection may do this.',
    participant: 'Only people taking part in this collection may do this.',
  },
  async roleOf({ db }, { id }, user) {
    if (!isPlausibleId(id)) return 'hidden';
    const access = await findCollectionAccess(db, { documentId: id, userId: user?.id ?? null });
    if (!access) return 'hidden';
    if (access.role === 'OWNER') return 'owner';
    if (access.role === 'VIEWER') return 'participant';
    if (!access.collection.isCommunity) return 'hidden';
    // issue 23: a community collection moderators hid or removed, or a banned account's, is gone for everyone else.
    const shown = await findReportSubject(db, {
      subjectType: 'collection',
      subjectId: id,
      viewer: user?.id ?? null,
    });
    return shown ? 'visible' : 'hidden';
  },
};

export const collectionInviteRoles: ResourceRoles = {
  name: 'Invite',
  refusal: {
    owner: 'Only the person invited may answer this invite.',
    participant: 'Only the person invited may answer this invite.',
  },
  async roleOf({ db }, { id }, user) {
    if (!user || !isPlausibleId(id)) return 'hidden';
    const link = parseLinkToken(id);
    const found = await findInvite(db, link?.inviteId ?? id);
    if (!found) return 'hidden';
    const { invite, collection } = found;
    if (link) {
      const holds = invite.type === 'LINK_INVITE' && isLinkSecret(link.secret, invite.tokenHash);
      return holds ? 'owner' : 'hidden';
    }
    if (invite.type === 'IN_APP_INVITE' && invite.inviteeId === user.id) return 'owner';
    // The collection's owner sees their own invites (and may withdraw them), but cannot answer for the invitee.
    return collection.ownerId === user.id || invite.inviterId === user.id ? 'visible' : 'hidden';
  },
};

export const collectionShareRoles: ResourceRoles = {
  name: 'Share',
  refusal: {
    owner: 'Only the person it was shared with may do this.',
    participant: 'Only the person it was shared with may do this.',
  },
  async roleOf({ db }, { id, shareId }, user) {
    if (!user || !isPlausibleId(id) || !isPlausibleId(shareId)) return 'hidden';
    const found = await findShare(db, shareId);
    if (!found || found.collection.documentId !== id) return 'hidden';
    if (found.share.receiverId === user.id) return 'owner';
    return found.share.senderId === user.id ? 'visible' : 'hidden';
  },
};
