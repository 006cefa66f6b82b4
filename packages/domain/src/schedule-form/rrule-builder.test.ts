import { describe, expect, it } from 'vitest';
import { buildRRuleText, defaultRRuleBuilder, readRRuleBuilder } from './rrule-builder.ts';

describe('buildRRuleText', () => {
  it('writes weekdays in week order with interval and count', () => {
    const text = buildRRuleText({
      ...defaultRRuleBuilder(),
      interval: 2,
      weekdays: ['TH', 'TU'],
      end: 'count',
      count: 8,
    });
    expect(text).toBe('FREQ=WEEKLY;INTERVAL=2;COUNT=8;BYDAY=TU,TH');
  });

  it('writes the last Friday of the month until a date (RFC 5545: UNTIL inclusive)', () => {
    const text = buildRRuleText({
      ...defaultRRuleBuilder(),
      freq: 'MONTHLY',
      ordinal: -1,
      ordinalWeekday: 'FR',
      end: 'until',
      until: '2027-03-01',
    });
    expect(text).toBe('FREQ=MONTHLY;UNTIL=20270301;BYDAY=-1FR');
  });
});

describe('readRRuleBuilder', () => {
  it('reads back the builder’s own rules', () => {
    for (const state of [
      { ...defaultRRuleBuilder(), weekdays: ['MO' as const, 'WE' as const] },
      {
        ...defaultRRuleBuilder(),
        freq: 'MONTHLY' as const,
        ordinal: 2 as const,
        ordinalWeekday: 'SA' as const,
      },
      { ...defaultRRuleBuilder(), freq: 'DAILY' as const, end: 'until' as const, until: '2027-01-31' },
    ]) {
      expect(buildRRuleText(readRRuleBuilder(buildRRuleText(state))!)).toBe(buildRRuleText(state));
    }
  });

  it('gives up on parts it cannot show, and on invalid text', () => {
    expect(readRRuleBuilder('FREQ=MONTHLY;BYDAY=FR;BYSETPOS=1')).toBeNull();
    expect(readRRuleBuilder('FREQ=HOURLY')).toBeNull();
    expect(readRRuleBuilder('FREQ=NOPE')).toBeNull();
  });
});
