/**
 * The collection shapes the app draws, straight from the API's OpenAPI document (packages/client).
 */
import type { components } from '@happenings/client';

export type CollectionDetail = components['schemas']['CollectionDetail'];
export type CollectionParticipant = components['schemas']['CollectionParticipant'];
export type CollectionContentItem = components['schemas']['CollectionContentItem'];
export type CollectionContentPage = components['schemas']['CollectionContentPage'];
export type CollectionInviteDetail = components['schemas']['CollectionInviteDetail'];
export type CollectionLinkInvite = components['schemas']['CollectionLinkInvite'];
/** An in-app invite waiting for the caller's answer, with the collection it invites to. */
export type PendingInvite = components['schemas']['PendingInvitesAndShares']['invites'][number];
/** A community collection someone shared with the caller, waiting for them to join it or dismiss it. */
export type PendingShare = components['schemas']['PendingInvitesAndShares']['shares'][number];
export type CollectionInvite = components['schemas']['CollectionInvite'];
