/**
 * Collections as the API answers them (spec §3 Collection, its items, participants, invites and shares).
 */
import type { components } from '@happenings/client';

type Schemas = components['schemas'];

export type CollectionDetail = Schemas['CollectionDetail'];
export type MyCollection = Schemas['MyCollection'];
export type CollectionContentItem = Schemas['CollectionContentItem'];
export type CollectionParticipant = Schemas['CollectionParticipant'];
export type PendingInvitesAndShares = Schemas['PendingInvitesAndShares'];
export type CollectionInviteDetail = Schemas['CollectionInviteDetail'];
export type CollectionInvite = Schemas['CollectionInvite'];
export type ShareReceiverStatus = Schemas['CollectionShareReceiverStatus'];
export type SaveItemType = Schemas['AddCollectionItemBody']['type'];

/** What "Save" saves: an item of spec §3 and the name to show in the picker. */
export interface SaveTarget {
  itemId: string;
  type: SaveItemType;
  name: string;
}
