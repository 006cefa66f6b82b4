/**
 * What a caller is to a post, for the access guard (resource-roles.ts): its author ('owner'), someone who may see
 * it, or someone from whom it is hidden (a post moderators keep out of view is seen by its author only: 404 to
 * everyone else, so its existence does not leak). Moderators take a post down through the back office's remove,
 * not through the author's delete.
 */
import { findPost } from '@happenings/db/posts';
import { isPlausibleId } from '../../http/plausible-id.ts';
import type { ResourceRoles } from '../../http/resource-roles-contract.ts';

export const postRoles: ResourceRoles = {
  name: 'Post',
  refusal: {
    owner: 'Only its author may delete a post.',
    participant: 'Only its author may do this.',
  },
  async roleOf({ db }, { id }, user) {
    if (!isPlausibleId(id)) return 'hidden';
    const row = await findPost(db, { id, viewerId: user?.id });
    if (!row) return 'hidden';
    return user && row.post.userId === user.id ? 'owner' : 'visible';
  },
};
