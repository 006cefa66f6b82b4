/**
 * What the queue says after a decision, carried in its address (`?outcome=...&name=...`) so the form works
 * without scripts: a server action decides, then sends the editor back to the queue. The outcome is one of fixed
 * words, each with its own sentence; the event's name rides along only to be quoted in it (as text, cut to 200
 * characters), so a link can name an event but cannot make the back office say anything else.
 */
export const REVIEW_OUTCOMES = [
  'approved',
  'rejected',
  'already-approved',
  'already-rejected',
  'not-in-review',
  'gone',
  'trusted',
  'untrusted',
  'failed',
] as const;
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number];

export function isReviewOutcome(value: string | undefined): value is ReviewOutcome {
  return (REVIEW_OUTCOMES as readonly string[]).includes(value ?? '');
}

/** The status line for an outcome, naming the event when the address carries its name. */
export function describeReviewOutcome(
  outcome: ReviewOutcome,
  name: string | undefined,
): { message: string; isError: boolean } {
  const event = name ? `“${name.slice(0, 200)}”` : 'The event';
  switch (outcome) {
    case 'approved':
      return { message: `${event} is published. Its host has been told.`, isError: false };
    case 'rejected':
      return { message: `${event} went back to its host with your reason.`, isError: false };
    case 'already-approved':
      return { message: `Another editor already approved ${event}. Nothing was changed.`, isError: true };
    case 'already-rejected':
      return { message: `Another editor already rejected ${event}. Nothing was changed.`, isError: true };
    case 'not-in-review':
      return {
        message: `${event} is no longer waiting for review: its host took it back. Nothing was changed.`,
        isError: true,
      };
    case 'gone':
      return { message: `${event} no longer exists.`, isError: true };
    case 'trusted':
      return { message: 'The host is trusted: their next events publish without review.', isError: false };
    case 'untrusted':
      return {
        message: 'The host is no longer trusted: their new events follow the review rule.',
        isError: false,
      };
    case 'failed':
      return { message: 'That did not work. Try again in a moment.', isError: true };
  }
}

/** The outcome of a refused decision from the API's answer (docs/moderation.md: Two editors, one item). */
export function outcomeOfRefusal(status: number, body: unknown): ReviewOutcome {
  const error = (body as { error?: { code?: unknown; details?: unknown } } | null)?.error;
  if (status === 404) return 'gone';
  if (status === 409 && error?.code === 'NOT_IN_REVIEW') return 'not-in-review';
  if (status === 409 && error?.code === 'ALREADY_DECIDED') {
    const decision = (error.details as { decision?: unknown } | null)?.decision;
    return decision === 'REJECTED' ? 'already-rejected' : 'already-approved';
  }
  return 'failed';
}

/** The queue's address with the outcome of a decision. */
export function queueAfter(outcome: ReviewOutcome, name: string | undefined): string {
  const params = new URLSearchParams({ outcome });
  if (name) params.set('name', name.slice(0, 200));
  return `/admin/review?${params.toString()}`;
}
