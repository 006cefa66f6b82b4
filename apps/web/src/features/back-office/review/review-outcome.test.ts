import { describe, expect, it } from 'vitest';
import { describeReviewOutcome, isReviewOutcome, outcomeOfRefusal, queueAfter } from './review-outcome';

describe('what the queue says after a decision', () => {
  it('tells the second of two editors what the first decided (docs/moderation.md: Two editors, one item)', () => {
    const refusal = (decision: string) => ({
      error: {
        code: 'ALREADY_DECIDED',
        message: '…',
        details: { decision, decidedAt: '2026-11-27T20:00:00Z' },
      },
    });
    expect(outcomeOfRefusal(409, refusal('APPROVED'))).toBe('already-approved');
    expect(outcomeOfRefusal(409, refusal('REJECTED'))).toBe('already-rejected');
    expect(outcomeOfRefusal(409, { error: { code: 'NOT_IN_REVIEW', message: '…' } })).toBe('not-in-review');
    expect(outcomeOfRefusal(404, null)).toBe('gone');
    expect(outcomeOfRefusal(500, null)).toBe('failed');
  });

  it('reads only its own words from the address, and names the event', () => {
    expect(isReviewOutcome('approved')).toBe(true);
    expect(isReviewOutcome('<script>')).toBe(false);
    expect(isReviewOutcome(undefined)).toBe(false);
    expect(describeReviewOutcome('already-rejected', 'Kite Day')).toEqual({
      message: 'Another editor already rejected “Kite Day”. Nothing was changed.',
      isError: true,
    });
    expect(queueAfter('approved', 'Kite & Day')).toBe('/admin/review?outcome=approved&name=Kite+%26+Day');
  });
});
