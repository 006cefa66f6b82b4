import { describe, expect, it } from 'vitest';
import { calendarFileName } from './calendar-file-name.ts';

describe('calendarFileName', () => {
  it.each([
    ['Jazz on the Lawn', 'jazz-on-the-lawn.ics'],
    ['Café Crème & Co.', 'cafe-creme-co.ics'],
    ['!!!', 'event.ics'],
  ])('%s → %s', (title, expected) => {
    expect(calendarFileName(title)).toBe(expected);
  });
});
