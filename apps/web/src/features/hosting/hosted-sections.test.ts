import { describe, expect, it } from 'vitest';
import { canSubmitForReview, pageOf, sectionHref, sectionOf, stateBadges } from './hosted-sections';

describe('My events sections', () => {
  it('reads the tab and the page from the address, falling back to the first page of drafts', () => {
    expect(sectionOf('review').section).toBe('IN_REVIEW');
    expect(sectionOf(['past', 'drafts']).section).toBe('PAST');
    expect(sectionOf('nope').section).toBe('DRAFTS');
    expect(sectionOf(undefined).section).toBe('DRAFTS');
    expect(pageOf('3')).toBe(3);
    expect(pageOf('0')).toBe(1);
    expect(pageOf('2.5')).toBe(1);
    expect(pageOf(undefined)).toBe(1);
    expect(sectionHref('upcoming')).toBe('/account/events?tab=upcoming');
    expect(sectionHref('upcoming', 2)).toBe('/account/events?tab=upcoming&page=2');
  });

  it('says where an event stands, and its status as spec §4 shows it', () => {
    const row = { publishState: 'NOT_PUBLISHED', status: null, review: null } as const;
    expect(stateBadges(row).map((badge) => badge.label)).toEqual(['Draft']);
    expect(
      stateBadges({
        ...row,
        review: { state: 'REJECTED', submittedAt: '', reason: 'No date', decidedAt: '' },
      }).map((badge) => badge.label),
    ).toEqual(['Not approved']);
    expect(stateBadges({ ...row, publishState: 'PENDING_REVIEW' })[0]?.label).toBe('In review');
    expect(
      stateBadges({ ...row, publishState: 'PUBLISHED', status: 'POSTPONED' }).map((badge) => badge.label),
    ).toEqual(['Published', 'Postponed (TBA)']);
    expect(stateBadges({ ...row, publishState: 'PUBLISHED', status: 'CANCELED' })[1]?.label).toBe('Canceled');
  });

  it('offers review for drafts only', () => {
    expect(canSubmitForReview({ publishState: 'NOT_PUBLISHED' })).toBe(true);
    expect(canSubmitForReview({ publishState: 'PENDING_REVIEW' })).toBe(false);
    expect(canSubmitForReview({ publishState: 'PUBLISHED' })).toBe(false);
  });
});
