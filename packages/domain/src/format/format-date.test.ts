import { describe, expect, it } from 'vitest';
import { parseLocalDateTime } from '../time/zoned-time.ts';
import { formatDate, formatLocal } from './format-date.ts';

const NY = 'America/New_York';
// 2025-11-23T00:00:00Z is Saturday 2025-11-22 7:00 PM in New York (EST, -05:00).
const SAT_7PM = Date.parse('2025-11-23T00:00:00Z');

describe('formatDate', () => {
  it.each([
    ['YYYY-MM-DD', '2025-11-22'],
    ['M/D', '11/22'],
    ['MMM', 'Nov'],
    ['MMMM', 'November'],
    ['ddd', 'Sat'],
    ['dddd', 'Saturday'],
    ['D', '22'],
    ['H:mm', '19:00'],
    ['HH:mm:ss', '19:00:00'],
    ['h:mm A', '7:00 PM'],
    ['hh:mm a', '07:00 pm'],
    ['ddd, MMM DD [at] h:mm A', 'Sat, Nov 22 at 7:00 PM'],
    ['ddd, MMM DD, YYYY [at] h:mm A', 'Sat, Nov 22, 2025 at 7:00 PM'],
    ['[In-progress Ends on] ddd, MMM DD', 'In-progress Ends on Sat, Nov 22'],
    ['[YYYY] YYYY', 'YYYY 2025'],
    ['[unclosed', '[unclosed'],
    ['', ''],
  ])('%j prints %j', (pattern, expected) => {
    expect(formatDate(SAT_7PM, pattern, NY)).toBe(expected);
  });

  it.each([
    // [instant, zone, expected]
    ['2025-11-23T00:00:00Z', 'Asia/Kathmandu', 'Sun, Nov 23 5:45 AM'],
    ['2025-11-23T00:00:00Z', 'UTC', 'Sun, Nov 23 12:00 AM'],
    ['2025-11-22T17:00:00Z', NY, 'Sat, Nov 22 12:00 PM'],
    ['2025-11-22T05:05:00Z', NY, 'Sat, Nov 22 12:05 AM'],
    ['2024-03-10T07:30:00Z', NY, 'Sun, Mar 10 3:30 AM'],
    ['2024-11-03T06:30:00Z', NY, 'Sun, Nov 03 1:30 AM'],
  ])('%s in %s reads %s', (iso, zone, expected) => {
    expect(formatDate(Date.parse(iso), 'ddd, MMM DD h:mm A', zone)).toBe(expected);
  });

  it('pads years below 1000', () => {
    expect(formatLocal(parseLocalDateTime('0099-01-05')!, 'YYYY dddd')).toBe('0099 Monday');
  });
});
