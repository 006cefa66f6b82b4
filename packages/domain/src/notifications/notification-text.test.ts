import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '../enums/notification-values.ts';
import {
  FOLLOWED_BACK_BY_RECIPIENT,
  formatActors,
  formatNotificationText,
  formatUnreadBadge,
  unreadLabel,
} from './notification-text.ts';

describe('formatActors', () => {
  it.each([
    [[], 0, 'Someone'],
    [[], 1, 'Someone'],
    [[], 4, '4 people'],
    [['Ana'], 1, 'Ana'],
    [['Ana'], 0, 'Ana'],
    [['Ana', 'Bo'], 2, 'Ana and Bo'],
    [['Ana'], 2, 'Ana and 1 other'],
    [['Ana', 'Bo', 'Cy'], 3, 'Ana and 2 others'],
    [['Ana', 'Bo', 'Cy'], 13, 'Ana and 12 others'],
  ] as const)('%j of %i → %s', (names, count, text) => {
    expect(formatActors(names, count)).toBe(text);
  });
});

describe('formatNotificationText', () => {
  // Bo followed Ana, then Ana followed Bo back: both are told, each in words true for them.
  it('tells FRIENDED to each side of the new friendship in its own words', () => {
    const friended = { type: 'FRIENDED', actorCount: 1, subjectTitle: null } as const;
    expect(formatNotificationText({ ...friended, actorNames: ['Ana'] })).toBe(
      'Ana followed you back: you are now friends',
    );
    expect(
      formatNotificationText({ ...friended, actorNames: ['Bo'], data: FOLLOWED_BACK_BY_RECIPIENT }),
    ).toBe('You and Bo are now friends');
    expect(formatNotificationText({ ...friended, actorNames: ['Ana'], data: { message: 'hi' } })).toBe(
      'Ana followed you back: you are now friends',
    );
  });

  it('says who, how many and about what', () => {
    expect(
      formatNotificationText({
        type: 'CONNECTION_INTEREST',
        actorNames: ['Ana', 'Bo', 'Cy'],
        actorCount: 13,
        subjectTitle: 'Jazz on the Esplanade',
      }),
    ).toBe('Ana and 12 others are interested in “Jazz on the Esplanade”');
    expect(
      formatNotificationText({
        type: 'CONNECTION_INTEREST',
        actorNames: ['Ana'],
        actorCount: 1,
        subjectTitle: 'Jazz on the Esplanade',
      }),
    ).toBe('Ana is interested in “Jazz on the Esplanade”');
    expect(
      formatNotificationText({
        type: 'CONNECTED',
        actorNames: ['Ana', 'Bo'],
        actorCount: 4,
        subjectTitle: null,
      }),
    ).toBe('Ana and 3 others started following you');
    expect(
      formatNotificationText({
        type: 'COMMENTED_ON_CROWD_SOURCED_ROUNDUP',
        actorNames: ['Ana'],
        actorCount: 1,
        subjectTitle: 'Best tacos?',
      }),
    ).toBe('Ana answered your roundup “Best tacos?”');
    expect(
      formatNotificationText({
        type: 'UPCOMING_INTEREST',
        actorNames: [],
        actorCount: 0,
        subjectTitle: 'Gala',
      }),
    ).toBe('“Gala” is tomorrow');
    expect(
      formatNotificationText({
        type: 'NEW_EXPERIENCE_FOLLOWED',
        actorNames: [],
        actorCount: 0,
        subjectTitle: 'Gala',
      }),
    ).toBe('New from a place or host you follow: “Gala”');
    expect(
      formatNotificationText({
        type: 'SHARED_EXPERIENCE',
        actorNames: ['Ana', 'Bo'],
        actorCount: 2,
        subjectTitle: 'Gala',
      }),
    ).toBe('Ana and Bo sent you “Gala”');
    expect(
      formatNotificationText({
        type: 'INVITED_TO_EXPERIENCE',
        actorNames: ['Ana'],
        actorCount: 1,
        subjectTitle: 'Gala',
      }),
    ).toBe('Ana invited you to go to “Gala”');
    // The editors decide as a team: the host's sentence names none of them, whoever is on the row.
    expect(
      formatNotificationText({
        type: 'EXPERIENCE_APPROVED',
        actorNames: [],
        actorCount: 0,
        subjectTitle: 'Gala',
      }),
    ).toBe('“Gala” was approved and is published');
    expect(
      formatNotificationText({
        type: 'EXPERIENCE_REJECTED',
        actorNames: [],
        actorCount: 0,
        subjectTitle: 'Gala',
      }),
    ).toBe('“Gala” was not approved: see the editors’ note, edit it and submit it again');
  });

  it('has a sentence for every type, with and without a title', () => {
    for (const type of NOTIFICATION_TYPES) {
      for (const subjectTitle of ['Date nights', null]) {
        const text = formatNotificationText({ type, actorNames: ['Ana'], actorCount: 1, subjectTitle });
        expect(text.length, type).toBeGreaterThan(10);
        expect(text, type).not.toMatch(/undefined|null|“”|\s$/);
        if (
          subjectTitle &&
          ![
            'CONNECTED',
            'FRIENDED',
            'CONTACT_JOINED_APP',
            'JOINED_APP_BY_INVITE',
            // About the recipient themselves: nothing to name.
            'MODERATION_WARNING',
            'REPORT_RESOLVED',
          ].includes(type)
        ) {
          expect(text, type).toContain('“Date nights”');
        }
      }
    }
  });
});

describe('the bell', () => {
  it('caps the badge at 99+ and names the exact count for screen readers', () => {
    expect(formatUnreadBadge(0)).toBe('');
    expect(formatUnreadBadge(3)).toBe('3');
    expect(formatUnreadBadge(99)).toBe('99');
    expect(formatUnreadBadge(100)).toBe('99+');
    expect(unreadLabel(0)).toBe('Notifications');
    expect(unreadLabel(3)).toBe('Notifications, 3 unread');
    expect(unreadLabel(120)).toBe('Notifications, 120 unread');
  });
});
