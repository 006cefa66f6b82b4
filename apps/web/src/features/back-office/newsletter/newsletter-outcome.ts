/**
 * What the newsletter page says after a change, carried in its address (`?outcome=...`) so every form works
 * without scripts. A fixed word, never text from the address, so nobody can make the back office say something by
 * sending a link.
 */
const MESSAGES = {
  saved: { message: 'Saved. The preview below shows the change.', isError: false },
  moved: { message: 'Moved.', isError: false },
  removed: { message: 'Removed from the issue.', isError: false },
  added: { message: 'Added at the end of its section.', isError: false },
  scheduled: { message: 'Send time changed.', isError: false },
  'sent-now': { message: 'Released to the sender: it goes out now.', isError: false },
  'test-sent': { message: 'Test sent to your address.', isError: false },
  'already-in': { message: 'That item is already in the issue.', isError: true },
  'not-found': { message: 'That item is no longer there. Here is the issue as it is now.', isError: true },
  'not-draft': { message: 'This issue has gone to the sender: it can no longer change.', isError: true },
  'too-many': { message: 'That is enough test sends for this hour. Try again later.', isError: true },
  invalid: { message: 'Some fields are not right. Check them and try again.', isError: true },
  failed: { message: 'That did not work. Try again in a moment.', isError: true },
} as const;

export type NewsletterOutcome = keyof typeof MESSAGES;

export function describeNewsletterOutcome(
  outcome: string | undefined,
): { message: string; isError: boolean } | null {
  return outcome !== undefined && Object.hasOwn(MESSAGES, outcome)
    ? MESSAGES[outcome as NewsletterOutcome]
    : null;
}

/** The outcome of a refused write from the API's status and error body. */
export function outcomeOfRefusal(status: number, body: unknown): NewsletterOutcome {
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
  if (status === 409 && code === 'ALREADY_IN_ISSUE') return 'already-in';
  if (status === 409) return 'not-draft';
  if (status === 404) return 'not-found';
  if (status === 429) return 'too-many';
  if (status === 400) return 'invalid';
  return 'failed';
}
