import { describe, expect, it } from 'vitest';
import { validateWhen } from '../schedule/index.ts';
import {
  defaultScheduleDraft,
  readScheduleDraft,
  type ScheduleDraft,
  toScheduleFields,
} from './schedule-draft.ts';

const weekly = (): ScheduleDraft => {
  const draft = {
    ...defaultScheduleDraft(),
    mode: 'weekly' as const,
    startDate: '2026-12-01',
    lastDate: '2026-12-28',
  };
  draft.days = {
    ...draft.days,
    tuesday: { mode: 'hours', open: '18:00', close: '21:00' },
    wednesday: { mode: 'hours', open: '18:00', close: '21:00' },
    thursday: { mode: 'hours', open: '22:00', close: '02:00' },
    saturday: { mode: 'all-day', open: '', close: '' },
  };
  return draft;
};

describe('toScheduleFields', () => {
  it('maps weekly hours onto when.weekdays, repeats WEEKLY and repeatsUntil', () => {
    const { when, rrule } = toScheduleFields(weekly());
    expect(rrule).toBeNull();
    expect(when).toMatchObject({
      startDate: '2026-12-01',
      endDate: '2026-12-01',
      repeats: 'WEEKLY',
      repeatsUntil: '2026-12-28',
      timeZone: 'America/New_York',
      weekdays: {
        monday: 'closed',
        tuesday: '18:00-21:00',
        thursday: '22:00-02:00',
        saturday: '',
        sunday: 'closed',
      },
    });
    expect(() => validateWhen(when)).not.toThrow();
  });

  it('ends a monthly night past midnight on the next day', () => {
    const draft = {
      ...defaultScheduleDraft(),
      mode: 'monthly' as const,
      startDate: '2026-12-31',
      startTime: '22:00',
      endTime: '01:00',
    };
    expect(toScheduleFields(draft).when).toMatchObject({
      startDate: '2026-12-31',
      endDate: '2027-01-01',
      repeats: 'MONTHLY',
    });
  });

  it('leaves dates empty so validateWhen rejects a one-time event without them', () => {
    const { when } = toScheduleFields(defaultScheduleDraft());
    expect(() => validateWhen(when)).toThrow('when object malformed');
  });

  it('writes the custom rule and drops exdates of one-time events', () => {
    const draft: ScheduleDraft = {
      ...defaultScheduleDraft(),
      mode: 'custom',
      startDate: '2026-12-04',
      exdates: ['2027-01-01'],
      rrule: {
        ...defaultScheduleDraft().rrule,
        freq: 'MONTHLY',
        monthlyBy: 'ordinal-weekday',
        ordinal: -1,
        ordinalWeekday: 'FR',
      },
    };
    expect(toScheduleFields(draft)).toMatchObject({
      rrule: 'FREQ=MONTHLY;BYDAY=-1FR',
      exdates: ['2027-01-01'],
    });
    expect(toScheduleFields({ ...draft, mode: 'one-time' }).exdates).toEqual([]);
  });
});

describe('readScheduleDraft', () => {
  it('reads back what toScheduleFields wrote for weekly hours', () => {
    const fields = toScheduleFields(weekly());
    const read = readScheduleDraft(fields);
    expect(read.mode).toBe('weekly');
    expect(read.days.tuesday).toEqual({ mode: 'hours', open: '18:00', close: '21:00' });
    expect(read.days.saturday.mode).toBe('all-day');
    expect(read.days.monday.mode).toBe('closed');
    expect(read.lastDate).toBe('2026-12-28');
  });

  it('turns a weekly series without hours into the start weekday’s hours', () => {
    const read = readScheduleDraft({
      when: {
        startDate: '2026-11-24',
        endDate: '2026-11-24',
        startTime: '19:00',
        endTime: '22:00',
        repeats: 'WEEKLY',
      },
    });
    expect(read.mode).toBe('weekly');
    expect(read.days.tuesday).toEqual({ mode: 'hours', open: '19:00', close: '22:00' });
  });

  it('opens a rule the builder cannot show as raw text', () => {
    const read = readScheduleDraft({
      when: { startDate: '2026-11-24', endDate: '2026-11-24' },
      rrule: 'FREQ=MONTHLY;BYDAY=FR;BYSETPOS=-1',
    });
    expect(read).toMatchObject({
      mode: 'custom',
      isRawRRule: true,
      rawRRule: 'FREQ=MONTHLY;BYDAY=FR;BYSETPOS=-1',
    });
  });
});
