/**
 * Limits of collections (spec §7 Collections; the spec sets none, these are ours). The API refuses a write past
 * one with a message that names it, and the website shows the same numbers.
 */
export const COLLECTION_LIMITS = {
  /** Characters in a name and in a description. */
  nameLength: 80,
  descriptionLength: 500,
  /** Items one collection holds. */
  itemsPerCollection: 500,
  /** People taking part in one collection, its owner included. */
  participantsPerCollection: 100,
  /** Collections one person owns. */
  collectionsPerOwner: 200,
  /** Pending in-app invites and usable links of one collection at a time. */
  openInvitesPerCollection: 100,
  /** Invites (in-app or links) one person sends per hour, over all their collections. */
  invitesPerHour: 50,
  /** People one person shares community collections with per hour. */
  sharesPerHour: 100,
  /** Days an invite link works: by default, and at most. */
  linkLifetimeDays: 7,
  maxLinkLifetimeDays: 30,
} as const;
