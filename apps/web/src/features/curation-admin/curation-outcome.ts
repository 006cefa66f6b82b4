/**
 * What a curation page says after a change, carried in its address (`?outcome=...`) so every form works without
 * scripts: a server action writes, then sends the editor back to the page. The outcome is a fixed word, never text
 * from the address, so nobody can make the back office say something by sending a link.
 */
const MESSAGES = {
  saved: { message: 'Saved. Visitors see it now.', isError: false },
  moved: { message: 'Moved. Visitors see the new order now.', isError: false },
  added: { message: 'Added. Visitors see it now.', isError: false },
  removed: { message: 'Removed. Visitors no longer see it.', isError: false },
  boosted: { message: 'Boosted until the end you gave.', isError: false },
  unboosted: { message: 'The boost has ended.', isError: false },
  created: { message: 'Created.', isError: false },
  'flags-saved': { message: 'Feature flags saved. The apps and the website follow now.', isError: false },
  'not-found': {
    message: 'No published event matches that address or slug. Paste the event page’s address.',
    isError: true,
  },
  'other-city': { message: 'That event is in another city: pick it in its own city’s list.', isError: true },
  'already-listed': { message: 'That event is already in the list.', isError: true },
  'bad-dates': { message: 'The end date must not be before the start date.', isError: true },
  'bad-end': { message: 'Give an end in the future.', isError: true },
  'slug-taken': { message: 'Another contest has this address (slug). Choose another.', isError: true },
  invalid: { message: 'Some fields are not right. Check them and try again.', isError: true },
  stale: { message: 'The list changed meanwhile. Here it is as it is now: try again.', isError: true },
  failed: { message: 'That did not work. Try again in a moment.', isError: true },
} as const;

export type CurationOutcome = keyof typeof MESSAGES;

export function isCurationOutcome(value: string | undefined): value is CurationOutcome {
  return value !== undefined && Object.hasOwn(MESSAGES, value);
}

export function describeCurationOutcome(
  outcome: string | undefined,
): { message: string; isError: boolean } | null {
  return isCurationOutcome(outcome) ? MESSAGES[outcome] : null;
}

/** `path` with the outcome, and a fragment naming the row to come back to (where keyboard focus continues). */
export function pageAfter(path: string, outcome: CurationOutcome, rowId?: string): string {
  return `${path}?outcome=${outcome}${rowId ? `#${rowId}` : ''}`;
}

/** The outcome of a refused write from the API's status and error body. */
export function outcomeOfRefusal(status: number, body: unknown): CurationOutcome {
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
  if (status === 404) return 'not-found';
  if (status === 409 && code === 'SLUG_TAKEN') return 'slug-taken';
  if (status === 409) return 'stale';
  if (status === 400) return 'invalid';
  return 'failed';
}
