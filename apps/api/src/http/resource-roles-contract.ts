/**
 * What a resolver of a caller's role to a resource offers the access guard. Features implement it here
 * (collection-roles.ts, for one), apart from resource-roles.ts, which imports each feature's resolvers to list
 * them by resource kind.
 */
import type { AppServices, SessionUser } from '../context.ts';

export type ResourceRole = 'owner' | 'participant' | 'visible' | 'hidden';

export interface ResourceRoles {
  /** Named in the 404 message. */
  name: string;
  /** The 403 message for a caller who may see the resource but is not its owner (or participant). */
  refusal: { owner: string; participant: string };
  /** `user` is null only for the calls anyone may make about a shown resource (SHOWN_RESOURCE_ROLES). */
  roleOf(
    services: AppServices,
    params: Record<string, string>,
    user: SessionUser | null,
  ): Promise<ResourceRole>;
}
