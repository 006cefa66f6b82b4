import { describe, expect, it } from 'vitest';
import { defaultEventDraft } from './event-draft';
import { applyEventPage, type EventPageDraft, toLocalParts } from './event-page-import';

const page: EventPageDraft = {
  name: 'Harbor Jazz Night',
  description: 'Live jazz by the water.',
  startDate: '2026-07-10T19:30:00-04:00',
  endDate: '2026-07-10T22:30:00-04:00',
  isAllDay: false,
  where: {
    name: 'Fan Pier Pavilion',
    address: '1 Marina Park Dr',
    city: 'Boston',
    state: 'MA',
    postalCode: '02210',
    country: 'US',
  },
  onlineUrl: null,
  imageUrl: null,
  url: 'https://example.com/jazz',
  status: 'POSTPONED',
  price: null,
};

describe('toLocalParts', () => {
  it("shows an instant in the event's zone, and keeps a wall-clock time as published", () => {
    // 23:30 UTC is 19:30 in New York in summer and 18:30 in winter, whatever zone the tests run in.
    expect(toLocalParts('2026-07-10T23:30:00Z', 'America/New_York')).toEqual({
      date: '2026-07-10',
      time: '19:30',
    });
    expect(toLocalParts('2026-01-10T23:30:00Z', 'America/New_York')).toEqual({
      date: '2026-01-10',
      time: '18:30',
    });
    expect(toLocalParts('2026-07-11T02:30:00+01:00', 'America/New_York')).toEqual({
      date: '2026-07-10',
      time: '21:30',
    });
    expect(toLocalParts('2026-09-12T20:00:00', 'America/New_York')).toEqual({
      date: '2026-09-12',
      time: '20:00',
    });
    expect(toLocalParts('2026-04-18', 'America/New_York')).toEqual({ date: '2026-04-18', time: '' });
  });
});

describe('applyEventPage', () => {
  it('fills the name, description, status, venue and dates the page gives', () => {
    const draft = applyEventPage({ ...defaultEventDraft('boston-ma'), shortDescription: 'Mine' }, page);
    expect(draft).toMatchObject({
      name: 'Harbor Jazz Night',
      shortDescription: 'Mine',
      description: 'Live jazz by the water.',
      status: 'POSTPONED',
      where: {
        name: 'Fan Pier Pavilion',
        address: '1 Marina Park Dr',
        city: 'Boston',
        state: 'MA',
        placeId: '',
      },
      schedule: {
        mode: 'one-time',
        isAllDay: false,
        startDate: '2026-07-10',
        startTime: '19:30',
        endDate: '2026-07-10',
        endTime: '22:30',
      },
    });
  });

  it('makes a date-only event all day, gives a timed event without an end two hours, and keeps what the page lacks', () => {
    const base = { ...defaultEventDraft('boston-ma'), description: 'Typed by the host' };
    const allDay = applyEventPage(base, {
      ...page,
      description: null,
      where: null,
      startDate: '2026-04-18',
      endDate: null,
      isAllDay: true,
    });
    expect(allDay.schedule).toMatchObject({ isAllDay: true, startDate: '2026-04-18', endDate: '2026-04-18' });
    expect(allDay.description).toBe('Typed by the host');
    expect(allDay.where).toEqual(base.where);
    const late = applyEventPage(base, { ...page, startDate: '2026-07-10T23:00:00', endDate: null });
    expect(late.schedule).toMatchObject({
      startDate: '2026-07-10',
      startTime: '23:00',
      endDate: '2026-07-11',
      endTime: '01:00',
    });
  });
});
