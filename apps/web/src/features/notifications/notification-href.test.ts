import { describe, expect, it } from 'vitest';
import { notificationHref } from './notification-href';

const subject = {
  type: 'EXPERIENCE',
  id: 'exp_1',
  title: 'Lantern walk',
  slug: 'lantern-walk',
  snippet: null,
};

describe('where an inbox row leads', () => {
  it('takes the host of a rejected event to its editor, where the reason is', () => {
    expect(
      notificationHref({ type: 'EXPERIENCE_REJECTED', url: '/event/lantern-walk', subject } as never),
    ).toBe('/event/create/exp_1');
  });

  it('takes the host of an approved event to its page, and every other row where the API says', () => {
    expect(
      notificationHref({ type: 'EXPERIENCE_APPROVED', url: '/event/lantern-walk', subject } as never),
    ).toBe('/event/lantern-walk');
    expect(notificationHref({ type: 'FRIENDED', url: '/u/ana', subject } as never)).toBe('/u/ana');
  });
});
