import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS, NOTIFICATION_TYPES } from '../enums/notification-values.ts';
import {
  NOTIFICATION_PREFERENCE_TYPES,
  NOTIFICATION_RULES,
  notificationGroupKey,
  notificationKindOf,
} from './notification-rules.ts';

describe('notification rules', () => {
  it('has one rule per spec §3 type, each with a kind and a label', () => {
    expect(Object.keys(NOTIFICATION_RULES).sort()).toEqual([...NOTIFICATION_TYPES].sort());
    for (const rule of Object.values(NOTIFICATION_RULES)) {
      expect(NOTIFICATION_KINDS).toContain(rule.kind);
      expect(rule.label.length).toBeGreaterThan(3);
    }
    expect(NOTIFICATION_PREFERENCE_TYPES).toEqual(NOTIFICATION_TYPES);
  });

  it('files what people you follow do under COMMUNITY and what is about you under GENERAL', () => {
    expect(notificationKindOf('CONNECTION_INTEREST')).toBe('COMMUNITY');
    expect(notificationKindOf('REPLIED_TO_COMMENT')).toBe('GENERAL');
    expect(notificationKindOf('CONNECTED')).toBe('GENERAL');
  });

  it('starts every type in the app, and only the personal, rarer ones by e-mail', () => {
    expect(Object.values(NOTIFICATION_RULES).every((rule) => rule.inApp)).toBe(true);
    expect(NOTIFICATION_RULES.INVITED_TO_COLLECTION.email).toBe(true);
    expect(NOTIFICATION_RULES.CONNECTION_INTEREST.email).toBe(false);
  });
});

describe('notificationGroupKey', () => {
  it('groups per type and subject, so each event gathers its own crowd', () => {
    const jazz = notificationGroupKey('CONNECTION_INTEREST', { type: 'EXPERIENCE', id: 'e1' });
    expect(jazz).toBe('CONNECTION_INTEREST:EXPERIENCE:e1');
    expect(notificationGroupKey('CONNECTION_INTEREST', { type: 'EXPERIENCE', id: 'e2' })).not.toBe(jazz);
    expect(notificationGroupKey('SHARED_EXPERIENCE', { type: 'EXPERIENCE', id: 'e1' })).not.toBe(jazz);
  });

  it('groups per type alone when the subject is the person who acted', () => {
    const ana = notificationGroupKey('CONNECTED', { type: 'USER', id: 'ana' });
    expect(ana).toBe('CONNECTED');
    expect(notificationGroupKey('CONNECTED', { type: 'USER', id: 'bo' })).toBe(ana);
    expect(notificationGroupKey('FRIENDED', { type: 'USER', id: 'bo' })).toBe('FRIENDED');
  });
});
