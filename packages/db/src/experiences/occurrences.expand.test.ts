import { describe, expect, it } from 'vitest';
import { expandSchedule, type ScheduleFields } from './occurrences.expand.ts';

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
