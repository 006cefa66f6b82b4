import { describe, expect, it } from 'vitest';
import { buildVTimezoneLines, findOffsetTransitions, formatUtcOffset } from './vtimezone.ts';

const HOUR = 3_600_000;

describe('findOffsetTransitions', () => {
  it.each([
    [
      'America/New_York',
      [
        ['2025-03-09T07:00:00.000Z', -5, -4],
        ['2025-11-02T06:00:00.000Z', -4, -5],
      ],
    ],
    [
      'Europe/London',
      [
        ['2025-03-30T01:00:00.000Z', 0, 1],
        ['2025-10-26T01:00:00.000Z', 1, 0],
      ],
    ],
    [
      'Australia/Lord_Howe',
      [
        ['2025-04-05T15:00:00.000Z', 11, 10.5],
        ['2025-10-04T15:30:00.000Z', 10.5, 11],
      ],
    ],
    ['Asia/Kathmandu', []],
  ] as const)('finds the 2025 changes of %s to the second', (zone, expected) => {
    const transitions = findOffsetTransitions(zone, Date.UTC(2025, 0, 1), Date.UTC(2026, 0, 1));
    expect(
      transitions.map((t) => [new Date(t.atMs).toISOString(), t.offsetFromMs / HOUR, t.offsetToMs / HOUR]),
    ).toEqual(expected);
  });
});

describe('formatUtcOffset (RFC 5545 §3.3.14)', () => {
  it.each([
    [-5 * HOUR, '-0500'],
    [5.75 * HOUR, '+0545'],
    [0, '+0000'],
    [-(53 * 60 + 28) * 1000, '-005328'],
  ])('%d ms -> %s', (offset, expected) => {
    expect(formatUtcOffset(offset)).toBe(expected);
  });
});

describe('buildVTimezoneLines', () => {
  it('lists New York changes from the year before and repeats the current rule', () => {
    const lines = buildVTimezoneLines('America/New_York', 2025, 2025);
    expect(lines.join('\n')).toBe(
      [
        'BEGIN:VTIMEZONE',
        'TZID:America/New_York',
        'BEGIN:DAYLIGHT',
        'DTSTART:20240310T020000',
        'TZOFFSETFROM:-0500',
        'TZOFFSETTO:-0400',
        'TZNAME:EDT',
        'END:DAYLIGHT',
        'BEGIN:STANDARD',
        'DTSTART:20241103T020000',
        'TZOFFSETFROM:-0400',
        'TZOFFSETTO:-0500',
        'TZNAME:EST',
        'END:STANDARD',
        'BEGIN:DAYLIGHT',
        'DTSTART:20250309T020000',
        'TZOFFSETFROM:-0500',
        'TZOFFSETTO:-0400',
        'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
        'TZNAME:EDT',
        'END:DAYLIGHT',
        'BEGIN:STANDARD',
        'DTSTART:20251102T020000',
        'TZOFFSETFROM:-0400',
        'TZOFFSETTO:-0500',
        'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
        'TZNAME:EST',
        'END:STANDARD',
        'END:VTIMEZONE',
      ].join('\n'),
    );
  });

  it.each([
    [
      'Europe/London',
      2025,
      2026,
      ['RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU', 'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU'],
    ],
    [
      'Europe/Paris',
      2026,
      2026,
      ['RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU', 'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU'],
    ],
    [
      'Australia/Sydney',
      2025,
      2025,
      ['RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU', 'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=1SU'],
    ],
    // Brazil abolished DST in 2019: the last change must not repeat.
    ['America/Sao_Paulo', 2019, 2020, []],
  ])('%s (%d-%d) repeats %j', (zone, from, to, rules) => {
    const lines = buildVTimezoneLines(zone, from, to);
    expect(lines.filter((line) => line.startsWith('RRULE:'))).toEqual(rules);
  });

  it('marks the southern summer as DAYLIGHT', () => {
    const lines = buildVTimezoneLines('Australia/Sydney', 2025, 2025);
    const october = lines.indexOf('DTSTART:20251005T020000');
    expect(lines[october - 1]).toBe('BEGIN:DAYLIGHT');
    expect(lines[october + 2]).toBe('TZOFFSETTO:+1100');
  });

  it('gives a zone without changes a single STANDARD component', () => {
    // TZNAME depends on the runtime's abbreviations ('GMT+9' is skipped): compare without it.
    const lines = buildVTimezoneLines('Asia/Tokyo', 2025, 2026).filter((line) => !line.startsWith('TZNAME:'));
    expect(lines).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Tokyo',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0900',
      'TZOFFSETTO:+0900',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });
});
