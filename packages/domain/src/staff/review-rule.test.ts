import { describe, expect, it } from 'vitest';
import { decidePublishState, type PublishRequest } from './review-rule.ts';

const newcomer: PublishRequest = {
  requested: 'PUBLISHED',
  current: null,
  wasPublished: false,
  isRejected: false,
  roles: [],
  isTrusted: false,
  publishedCount: 0,
  reviewFirstEvents: 3,
};

describe('decidePublishState', () => {
  it.each<[string, Partial<PublishRequest>, string, boolean]>([
    ["holds an untrusted newcomer's first events", {}, 'PENDING_REVIEW', true],
    ['holds the third of three', { publishedCount: 2 }, 'PENDING_REVIEW', true],
    ['publishes once enough were published', { publishedCount: 3 }, 'PUBLISHED', false],
    ['publishes a trusted account at once', { isTrusted: true }, 'PUBLISHED', false],
    ['publishes everyone when the rule is off', { reviewFirstEvents: 0 }, 'PUBLISHED', false],
    ['keeps a published experience published on edits', { current: 'PUBLISHED' }, 'PUBLISHED', false],
    ['lets an editor publish directly', { roles: ['editor'] }, 'PUBLISHED', false],
    ['lets an admin publish directly', { roles: ['admin'] }, 'PUBLISHED', false],
    ['does not let a moderator skip review', { roles: ['moderator'] }, 'PENDING_REVIEW', true],
    [
      'sends a rejected experience back to review, even from a trusted host',
      { isRejected: true, isTrusted: true, publishedCount: 10, current: 'NOT_PUBLISHED' },
      'PENDING_REVIEW',
      true,
    ],
    [
      'republishes what was published before without review',
      { current: 'NOT_PUBLISHED', wasPublished: true },
      'PUBLISHED',
      false,
    ],
    [
      'holds what was published, then rejected after its host sent it to review',
      { current: 'NOT_PUBLISHED', wasPublished: true, isRejected: true },
      'PENDING_REVIEW',
      true,
    ],
    ['keeps a draft a draft', { requested: 'NOT_PUBLISHED' }, 'NOT_PUBLISHED', false],
    [
      'submits for review when asked',
      { requested: 'PENDING_REVIEW', isTrusted: true },
      'PENDING_REVIEW',
      false,
    ],
  ])('%s', (_name, overrides, state, isHeldForReview) => {
    expect(decidePublishState({ ...newcomer, ...overrides })).toEqual({ state, isHeldForReview });
  });
});
