/**
 * The caller's interest in one item and how a toggle changes it: pure, so the optimistic guess is unit-tested.
 */
export interface InterestState {
  isInterested: boolean;
  count: number;
}

/** The state after toggling, as the button shows it before the API answers. */
export function toggledInterest(state: InterestState): InterestState {
  return {
    isInterested: !state.isInterested,
    count: Math.max(0, state.count + (state.isInterested ? -1 : 1)),
  };
}
