import { describe, expect, it } from 'vitest';
import { expandSchedule, MAX_OCCURRENCES_PER_EXPERIENCE, type ScheduleFields } from './occurrences.expand.ts';

const weeklyHours: ScheduleFields = {
  startDate: '2026-12-01',
  endDate: '2026-12-01',
  startTime: null,
  endTime: null,
  timeZone: 'America/New_York',
  weekdays: { monday: 'closed', tuesday: '18:00-21:00', thursday: '18:00-21:00' },
  rrule: null,
  exdates: null,
  repeats: 'WEEKLY',
  repeatsUntil: '2026-12-17',
};
const window = { fromMs: Date.parse('2026-11-01T00:00:00Z'), toMs: Date.parse('2027-01-31T00:00:00Z') };

describe('expandSchedule: weekly hours', () => {
  it('opens on the weekdays with hours until repeatsUntil', () => {
    expect(expandSchedule(weeklyHours, window).map((o) => o.localDate)).toEqual([
      '2026-12-01',
      '2026-12-03',
      '2026-12-08',
      '2026-12-10',
      '2026-12-15',
      '2026-12-17',
    ]);
  });

  it('leaves out the excluded dates (exdates)', () => {
    const dates = expandSchedule({ ...weeklyHours, exdates: ['2026-12-08', '2026-12-17'] }, window).map(
      (o) => o.localDate,
    );
    expect(dates).toEqual(['2026-12-01', '2026-12-03', '2026-12-10', '2026-12-15']);
  });
});

describe('expandSchedule: cost cap', () => {
  const everyHalfHour: ScheduleFields = {
    ...weeklyHours,
    startTime: '00:00',
    endTime: '00:15',
    weekdays: null,
    repeats: null,
    repeatsUntil: null,
    rrule: 'FREQ=DAILY;BYHOUR=0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23;BYMINUTE=0,30',
  };
  const fourHundredDays = {
    fromMs: Date.parse('2026-12-01T05:00:00Z'),
    toMs: Date.parse('2028-01-05T05:00:00Z'),
  };

  it('keeps at most 2,000 occurrences per experience in a window, the earliest', () => {
    const expanded = expandSchedule(everyHalfHour, fourHundredDays);
    expect(expanded).toHaveLength(MAX_OCCURRENCES_PER_EXPERIENCE);
    expect(MAX_OCCURRENCES_PER_EXPERIENCE).toBe(2000);
    // 48 a day from 2026-12-01: 41 full days and 32 of the 42nd.
    expect(expanded[0]?.localDate).toBe('2026-12-01');
    expect(expanded.at(-1)?.localDate).toBe('2027-01-11');
  });

  it('caps a daily repeat over a longer window the same way', () => {
    const dailyForYears: ScheduleFields = { ...everyHalfHour, rrule: null, repeats: 'DAILY' };
    const decade = { fromMs: fourHundredDays.fromMs, toMs: Date.parse('2036-12-01T05:00:00Z') };
    expect(expandSchedule(dailyForYears, decade)).toHaveLength(MAX_OCCURRENCES_PER_EXPERIENCE);
  });
});
