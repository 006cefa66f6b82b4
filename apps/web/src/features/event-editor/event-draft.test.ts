import { describe, expect, it } from 'vitest';
import {
  defaultEventDraft,
  FRIENDLY_WHEN_MESSAGE,
  fieldForApiPath,
  readApiFieldErrors,
  toWriteBody,
  validateEventDraft,
} from './event-draft';
import { previewRRule } from './schedule-preview';

describe('validateEventDraft', () => {
  it('asks for a name and both dates (spec §5 when object malformed, in friendly words)', () => {
    const errors = validateEventDraft(defaultEventDraft('boston-ma'));
    expect(errors.name).toBe('Give the event a name.');
    expect(errors['schedule.dates']).toBe(FRIENDLY_WHEN_MESSAGE);
  });

  it('shows the engine’s message for BYSETPOS=0 (spec §5)', () => {
    const draft = defaultEventDraft('boston-ma');
    draft.name = 'Rule';
    draft.schedule = {
      ...draft.schedule,
      mode: 'custom',
      startDate: '2026-12-04',
      endDate: '2026-12-04',
      isRawRRule: true,
      rawRRule: 'FREQ=MONTHLY;BYDAY=FR;BYSETPOS=0',
    };
    expect(validateEventDraft(draft)).toEqual({
      'schedule.rrule': 'BYSETPOS must be between 1 and 366 or -366 and -1',
    });
  });

  it('accepts a complete weekly event and builds its body', () => {
    const draft = defaultEventDraft('boston-ma');
    draft.name = '  Night market ';
    draft.schedule = { ...draft.schedule, mode: 'weekly', startDate: '2026-12-01', lastDate: '2026-12-29' };
    draft.schedule.days = {
      ...draft.schedule.days,
      friday: { mode: 'hours', open: '17:00', close: '23:00' },
    };
    expect(validateEventDraft(draft)).toEqual({});
    const body = toWriteBody(draft, 'PUBLISHED');
    expect(body).toMatchObject({
      name: 'Night market',
      publishState: 'PUBLISHED',
      location: 'boston-ma',
      status: null,
    });
    expect(body.where).toMatchObject({ city: 'Boston', state: 'MA', lat: null, lng: null });
  });
});

describe('API errors on fields', () => {
  it('maps body paths of 400 details to the fields showing them', () => {
    expect(fieldForApiPath('when.startDate')).toBe('schedule.dates');
    expect(fieldForApiPath('when')).toBe('schedule.dates');
    expect(fieldForApiPath('when.repeatsUntil')).toBe('schedule.lastDate');
    expect(fieldForApiPath('rrule')).toBe('schedule.rrule');
    expect(fieldForApiPath('where.lat')).toBe('where.lat');
    expect(fieldForApiPath('where.city')).toBe('where.city');
    expect(fieldForApiPath('name')).toBe('name');
    expect(fieldForApiPath('hostId')).toBe('form');
  });

  it('turns the API body into field errors, with a form-level fallback', () => {
    expect(
      readApiFieldErrors({
        error: {
          code: 'BAD_REQUEST',
          message: 'when object malformed',
          details: [{ field: 'body.when', message: 'when object malformed' }],
        },
      }),
    ).toEqual({ 'schedule.dates': FRIENDLY_WHEN_MESSAGE });
    expect(readApiFieldErrors({ error: { code: 'X', message: 'Boom' } })).toEqual({ form: 'Boom' });
  });
});

describe('previewRRule', () => {
  it('describes the rule and lists the next five dates in the event’s zone', () => {
    const draft = defaultEventDraft('boston-ma').schedule;
    const preview = previewRRule(
      {
        ...draft,
        mode: 'custom',
        startDate: '2026-12-01',
        startTime: '19:00',
        rrule: { ...draft.rrule, freq: 'MONTHLY', ordinal: -1, ordinalWeekday: 'FR' },
      },
      Date.parse('2026-12-02T01:00:00Z'),
    );
    expect(preview).toEqual({
      kind: 'valid',
      text: 'FREQ=MONTHLY;BYDAY=-1FR',
      description: 'Every month on the last Friday',
      nextDates: [
        'Fri, Dec 25, 2026 at 7:00 PM',
        'Fri, Jan 29, 2027 at 7:00 PM',
        'Fri, Feb 26, 2027 at 7:00 PM',
        'Fri, Mar 26, 2027 at 7:00 PM',
        'Fri, Apr 30, 2027 at 7:00 PM',
      ],
    });
  });
});
