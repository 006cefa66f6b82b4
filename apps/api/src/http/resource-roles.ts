/**
 * What a signed-in caller is to a resource named by a path, for access-guard.ts: its owner, a participant, someone
 * who may see it, or someone from whom it is hidden (a draft, a private collection: 404, so its existence does not
 * leak). One resolver per owned resource kind of access-policy.ts. This file imports the features' resolvers; they
 * import only what a resolver is (resource-roles-contract.ts) and plausible-id.ts, never this list.
 */
import { findExperienceById } from '@happenings/db/experiences';
import {
  collectionInviteRoles,
  collectionRoles,
  collectionShareRoles,
} from '../features/collections/collection-roles.ts';
import { resolveCommentAccess, resolveRoundupAccess } from '../features/comments/comment-access.ts';
import {
  findHostOf,
  isExperienceOwner,
  isExperienceVisible,
} from '../features/experiences/experience-views.ts';
import { postRoles } from '../features/posts/post-roles.ts';
import type { OwnedResource, ShownResource } from './access-policy.ts';
import { isPlausibleId } from './plausible-id.ts';
import type { ResourceRoles } from './resource-roles-contract.ts';

export const RESOURCE_ROLES: Record<OwnedResource, ResourceRoles> = {
  experience: {
    name: 'Experience',
    refusal: {
      owner: 'Only the creator or the host may edit this.',
      participant: 'Only the creator or the host may do this.',
    },
    async roleOf({ db }, { id }, user) {
      if (!isPlausibleId(id)) return 'hidden';
      const row = await findExperienceById(db, id);
      if (!row) return 'hidden';
      const host = await findHostOf(db, row);
      if (isExperienceOwner(row, host, user)) return 'owner';
      return isExperienceVisible(row, host, user) ? 'visible' : 'hidden';
    },
  },
  collection: collectionRoles,
  'collection-invite': collectionInviteRoles,
  'collection-share': collectionShareRoles,
  comment: {
    name: 'Comment',
    refusal: {
      owner: 'Only its author may change or delete a comment.',
      participant: 'Only its author may do this.',
    },
    // A comment is hidden with what it is on (a draft's thread), and a deleted one can no longer be changed.
    async roleOf({ db }, { id }, user) {
      const access = await resolveCommentAccess(db, id, user?.id);
      if (!access?.isVisible || access.comment.deletedAt) return 'hidden';
      return access.isAuthor ? 'owner' : 'visible';
    },
  },
  post: postRoles,
  roundup: {
    name: 'Roundup',
    refusal: {
      owner: 'Only the person who asked may change or delete a roundup.',
      participant: 'Only the person who asked may do this.',
    },
    async roleOf({ db }, { id }, user) {
      const access = await resolveRoundupAccess(db, id, user?.id);
      if (!access?.isVisible) return 'hidden';
      return access.isCreator ? 'owner' : 'visible';
    },
  },
};

/**
 * Shown kinds the guard itself hides: a call anyone (or any signed-in caller) may make about one answers 404 while
 * the resource is hidden from the caller. Experience drafts are answered 404 by their routes.
 */
export const SHOWN_RESOURCE_ROLES: Partial<Record<ShownResource, ResourceRoles>> = {
  collection: collectionRoles,
};
