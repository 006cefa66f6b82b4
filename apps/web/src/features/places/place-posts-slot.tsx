/**
 * Where the posts about a place go (spec §3 post.venueId). The posts list and composer are not in this codebase
 * yet; until they are, this slot shows nothing, and the place page needs no other change when they arrive.
 */
export function PlacePostsSlot(_props: { placeId: string; isSignedIn: boolean }) {
  return null;
}
