import { describe, expect, it } from 'vitest';
import { expandOccurrences } from './expand-occurrences.ts';

/**
 * Every example of RFC 5545 §3.8.5.3, with the expected instances written as the RFC lists them:
 * listed('1997', 'EDT', 'September 2-30;October 1-25') reads "(1997 9:00 AM EDT) September 2-30;October 1-25".
 * 'a-b' is a range of days, 'a-b/2' every other day of it.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const OFFSETS = { EDT: '-04:00', EST: '-05:00' } as const;
const pad = (n: number) => String(n).padStart(2, '0');

function listed(year: string, zone: keyof typeof OFFSETS, days: string, time = '09:00'): string[] {
  const result: string[] = [];
  for (const group of days.split(';')) {
    const [monthName, list] = group.trim().split(' ') as [string, string];
    const month = MONTHS.indexOf(monthName) + 1;
    for (const item of list.split(',')) {
      const [range, step] = item.split('/');
      const [first, last] = range!.split('-').map(Number) as [number, number?];
      for (let day = first; day <= (last ?? first); day += Number(step ?? 1)) {
        result.push(`${year}-${pad(month)}-${pad(day)}T${time}:00${OFFSETS[zone]}`);
      }
    }
  }
  return result;
}

/** "(September 2, 1997 EDT) 09:00,12:00,15:00". */
function timesOn(date: string, zone: keyof typeof OFFSETS, times: string): string[] {
  return times.split(',').map((time) => `${date}T${time.padStart(5, '0')}:00${OFFSETS[zone]}`);
}

const NY = 'America/New_York';
type Example = [title: string, dtstart: string, rrule: string, expected: string[], exdates?: string[]];

const examples: Example[] = [
  [
    'Daily for 10 occurrences',
    '1997-09-02T09:00',
    'FREQ=DAILY;COUNT=10',
    listed('1997', 'EDT', 'September 2-11'),
  ],
  [
    'Daily until December 24, 1997',
    '1997-09-02T09:00',
    'FREQ=DAILY;UNTIL=19971224T000000Z',
    [
      ...listed('1997', 'EDT', 'September 2-30;October 1-25'),
      ...listed('1997', 'EST', 'October 26-31;November 1-30;December 1-23'),
    ],
  ],
  [
    'Every other day - forever (to December 1)',
    '1997-09-02T09:00',
    'FREQ=DAILY;INTERVAL=2',
    [
      ...listed('1997', 'EDT', 'September 2-30/2;October 2-24/2'),
      ...listed('1997', 'EST', 'October 26-30/2;November 1-29/2;December 1'),
    ],
  ],
  [
    'Every 10 days, 5 occurrences',
    '1997-09-02T09:00',
    'FREQ=DAILY;INTERVAL=10;COUNT=5',
    listed('1997', 'EDT', 'September 2,12,22;October 2,12'),
  ],
  [
    'Every day in January, for 3 years (YEARLY)',
    '1998-01-01T09:00',
    'FREQ=YEARLY;UNTIL=20000131T140000Z;BYMONTH=1;BYDAY=SU,MO,TU,WE,TH,FR,SA',
    [
      ...listed('1998', 'EST', 'January 1-31'),
      ...listed('1999', 'EST', 'January 1-31'),
      ...listed('2000', 'EST', 'January 1-31'),
    ],
  ],
  [
    'Every day in January, for 3 years (DAILY)',
    '1998-01-01T09:00',
    'FREQ=DAILY;UNTIL=20000131T140000Z;BYMONTH=1',
    [
      ...listed('1998', 'EST', 'January 1-31'),
      ...listed('1999', 'EST', 'January 1-31'),
      ...listed('2000', 'EST', 'January 1-31'),
    ],
  ],
  [
    'Weekly for 10 occurrences',
    '1997-09-02T09:00',
    'FREQ=WEEKLY;COUNT=10',
    [
      ...listed('1997', 'EDT', 'September 2,9,16,23,30;October 7,14,21'),
      ...listed('1997', 'EST', 'October 28;November 4'),
    ],
  ],
  [
    'Weekly until December 24, 1997',
    '1997-09-02T09:00',
    'FREQ=WEEKLY;UNTIL=19971224T000000Z',
    [
      ...listed('1997', 'EDT', 'September 2,9,16,23,30;October 7,14,21'),
      ...listed('1997', 'EST', 'October 28;November 4,11,18,25;December 2,9,16,23'),
    ],
  ],
  [
    'Every other week - forever (first 13)',
    '1997-09-02T09:00',
    'FREQ=WEEKLY;INTERVAL=2;WKST=SU',
    [
      ...listed('1997', 'EDT', 'September 2,16,30;October 14'),
      ...listed('1997', 'EST', 'October 28;November 11,25;December 9,23'),
      ...listed('1998', 'EST', 'January 6,20;February 3,17'),
    ],
  ],
  [
    'Weekly on Tuesday and Thursday for five weeks (UNTIL)',
    '1997-09-02T09:00',
    'FREQ=WEEKLY;UNTIL=19971007T000000Z;WKST=SU;BYDAY=TU,TH',
    listed('1997', 'EDT', 'September 2,4,9,11,16,18,23,25,30;October 2'),
  ],
  [
    'Weekly on Tuesday and Thursday for five weeks (COUNT)',
    '1997-09-02T09:00',
    'FREQ=WEEKLY;COUNT=10;WKST=SU;BYDAY=TU,TH',
    listed('1997', 'EDT', 'September 2,4,9,11,16,18,23,25,30;October 2'),
  ],
  [
    'Every other week on Monday, Wednesday, and Friday until December 24, 1997',
    '1997-09-01T09:00',
    'FREQ=WEEKLY;INTERVAL=2;UNTIL=19971224T000000Z;WKST=SU;BYDAY=MO,WE,FR',
    [
      ...listed('1997', 'EDT', 'September 1,3,5,15,17,19,29;October 1,3,13,15,17'),
      ...listed('1997', 'EST', 'October 27,29,31;November 10,12,14,24,26,28;December 8,10,12,22'),
    ],
  ],
  [
    'Every other week on Tuesday and Thursday, for 8 occurrences',
    '1997-09-02T09:00',
    'FREQ=WEEKLY;INTERVAL=2;COUNT=8;WKST=SU;BYDAY=TU,TH',
    listed('1997', 'EDT', 'September 2,4,16,18,30;October 2,14,16'),
  ],
  [
    'Monthly on the first Friday for 10 occurrences',
    '1997-09-05T09:00',
    'FREQ=MONTHLY;COUNT=10;BYDAY=1FR',
    [
      ...listed('1997', 'EDT', 'September 5;October 3'),
      ...listed('1997', 'EST', 'November 7;December 5'),
      ...listed('1998', 'EST', 'January 2;February 6;March 6;April 3'),
      ...listed('1998', 'EDT', 'May 1;June 5'),
    ],
  ],
  [
    'Monthly on the first Friday until December 24, 1997',
    '1997-09-05T09:00',
    'FREQ=MONTHLY;UNTIL=19971224T000000Z;BYDAY=1FR',
    [...listed('1997', 'EDT', 'September 5;October 3'), ...listed('1997', 'EST', 'November 7;December 5')],
  ],
  [
    'Every other month on the first and last Sunday of the month for 10 occurrences',
    '1997-09-07T09:00',
    'FREQ=MONTHLY;INTERVAL=2;COUNT=10;BYDAY=1SU,-1SU',
    [
      ...listed('1997', 'EDT', 'September 7,28'),
      ...listed('1997', 'EST', 'November 2,30'),
      ...listed('1998', 'EST', 'January 4,25;March 1,29'),
      ...listed('1998', 'EDT', 'May 3,31'),
    ],
  ],
  [
    'Monthly on the second-to-last Monday of the month for 6 months',
    '1997-09-22T09:00',
    'FREQ=MONTHLY;COUNT=6;BYDAY=-2MO',
    [
      ...listed('1997', 'EDT', 'September 22;October 20'),
      ...listed('1997', 'EST', 'November 17;December 22'),
      ...listed('1998', 'EST', 'January 19;February 16'),
    ],
  ],
  [
    'Monthly on the third-to-the-last day of the month, forever',
    '1997-09-28T09:00',
    'FREQ=MONTHLY;BYMONTHDAY=-3',
    [
      ...listed('1997', 'EDT', 'September 28'),
      ...listed('1997', 'EST', 'October 29;November 28;December 29'),
      ...listed('1998', 'EST', 'January 29;February 26'),
    ],
  ],
  [
    'Monthly on the 2nd and 15th of the month for 10 occurrences',
    '1997-09-02T09:00',
    'FREQ=MONTHLY;COUNT=10;BYMONTHDAY=2,15',
    [
      ...listed('1997', 'EDT', 'September 2,15;October 2,15'),
      ...listed('1997', 'EST', 'November 2,15;December 2,15'),
      ...listed('1998', 'EST', 'January 2,15'),
    ],
  ],
  [
    'Monthly on the first and last day of the month for 10 occurrences',
    '1997-09-30T09:00',
    'FREQ=MONTHLY;COUNT=10;BYMONTHDAY=1,-1',
    [
      ...listed('1997', 'EDT', 'September 30;October 1'),
      ...listed('1997', 'EST', 'October 31;November 1,30;December 1,31'),
      ...listed('1998', 'EST', 'January 1,31;February 1'),
    ],
  ],
  [
    'Every 18 months on the 10th thru 15th of the month for 10 occurrences',
    '1997-09-10T09:00',
    'FREQ=MONTHLY;INTERVAL=18;COUNT=10;BYMONTHDAY=10,11,12,13,14,15',
    [...listed('1997', 'EDT', 'September 10-15'), ...listed('1999', 'EST', 'March 10-13')],
  ],
  [
    'Every Tuesday, every other month',
    '1997-09-02T09:00',
    'FREQ=MONTHLY;INTERVAL=2;BYDAY=TU',
    [
      ...listed('1997', 'EDT', 'September 2,9,16,23,30'),
      ...listed('1997', 'EST', 'November 4,11,18,25'),
      ...listed('1998', 'EST', 'January 6,13,20,27;March 3,10,17,24,31'),
    ],
  ],
  [
    'Yearly in June and July for 10 occurrences',
    '1997-06-10T09:00',
    'FREQ=YEARLY;COUNT=10;BYMONTH=6,7',
    ['1997', '1998', '1999', '2000', '2001'].flatMap((year) => listed(year, 'EDT', 'June 10;July 10')),
  ],
  [
    'Every other year on January, February, and March for 10 occurrences',
    '1997-03-10T09:00',
    'FREQ=YEARLY;INTERVAL=2;COUNT=10;BYMONTH=1,2,3',
    [
      ...listed('1997', 'EST', 'March 10'),
      ...['1999', '2001', '2003'].flatMap((year) => listed(year, 'EST', 'January 10;February 10;March 10')),
    ],
  ],
  [
    'Every third year on the 1st, 100th, and 200th day for 10 occurrences',
    '1997-01-01T09:00',
    'FREQ=YEARLY;INTERVAL=3;COUNT=10;BYYEARDAY=1,100,200',
    [
      ...listed('1997', 'EST', 'January 1'),
      ...listed('1997', 'EDT', 'April 10;July 19'),
      ...listed('2000', 'EST', 'January 1'),
      ...listed('2000', 'EDT', 'April 9;July 18'),
      ...listed('2003', 'EST', 'January 1'),
      ...listed('2003', 'EDT', 'April 10;July 19'),
      ...listed('2006', 'EST', 'January 1'),
    ],
  ],
  [
    'Every 20th Monday of the year, forever',
    '1997-05-19T09:00',
    'FREQ=YEARLY;BYDAY=20MO',
    [
      ...listed('1997', 'EDT', 'May 19'),
      ...listed('1998', 'EDT', 'May 18'),
      ...listed('1999', 'EDT', 'May 17'),
    ],
  ],
  [
    'Monday of week number 20 (where the default start of the week is Monday), forever',
    '1997-05-12T09:00',
    'FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO',
    [
      ...listed('1997', 'EDT', 'May 12'),
      ...listed('1998', 'EDT', 'May 11'),
      ...listed('1999', 'EDT', 'May 17'),
    ],
  ],
  [
    'Every Thursday in March, forever',
    '1997-03-13T09:00',
    'FREQ=YEARLY;BYMONTH=3;BYDAY=TH',
    [
      ...listed('1997', 'EST', 'March 13,20,27'),
      ...listed('1998', 'EST', 'March 5,12,19,26'),
      ...listed('1999', 'EST', 'March 4,11,18,25'),
    ],
  ],
  [
    'Every Thursday, but only during June, July, and August, forever',
    '1997-06-05T09:00',
    'FREQ=YEARLY;BYDAY=TH;BYMONTH=6,7,8',
    [
      ...listed('1997', 'EDT', 'June 5,12,19,26;July 3,10,17,24,31;August 7,14,21,28'),
      ...listed('1998', 'EDT', 'June 4,11,18,25;July 2,9,16,23,30;August 6,13,20,27'),
      ...listed('1999', 'EDT', 'June 3,10,17,24;July 1,8,15,22,29;August 5,12,19,26'),
    ],
  ],
  [
    'Every Friday the 13th, forever (DTSTART excluded by EXDATE)',
    '1997-09-02T09:00',
    'FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13',
    [
      ...listed('1998', 'EST', 'February 13;March 13;November 13'),
      ...listed('1999', 'EDT', 'August 13'),
      ...listed('2000', 'EDT', 'October 13'),
    ],
    ['1997-09-02T09:00:00'],
  ],
  [
    'The first Saturday that follows the first Sunday of the month, forever',
    '1997-09-13T09:00',
    'FREQ=MONTHLY;BYDAY=SA;BYMONTHDAY=7,8,9,10,11,12,13',
    [
      ...listed('1997', 'EDT', 'September 13;October 11'),
      ...listed('1997', 'EST', 'November 8;December 13'),
      ...listed('1998', 'EST', 'January 10;February 7;March 7'),
      ...listed('1998', 'EDT', 'April 11;May 9;June 13'),
    ],
  ],
  [
    'Every 4 years, the first Tuesday after a Monday in November, forever (U.S. Presidential Election day)',
    '1996-11-05T09:00',
    'FREQ=YEARLY;INTERVAL=4;BYMONTH=11;BYDAY=TU;BYMONTHDAY=2,3,4,5,6,7,8',
    [
      ...listed('1996', 'EST', 'November 5'),
      ...listed('2000', 'EST', 'November 7'),
      ...listed('2004', 'EST', 'November 2'),
    ],
  ],
  [
    'The third instance into the month of one of Tuesday, Wednesday, or Thursday, for the next 3 months',
    '1997-09-04T09:00',
    'FREQ=MONTHLY;COUNT=3;BYDAY=TU,WE,TH;BYSETPOS=3',
    [...listed('1997', 'EDT', 'September 4;October 7'), ...listed('1997', 'EST', 'November 6')],
  ],
  [
    'The second-to-last weekday of the month',
    '1997-09-29T09:00',
    'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-2',
    [
      ...listed('1997', 'EDT', 'September 29'),
      ...listed('1997', 'EST', 'October 30;November 27;December 30'),
      ...listed('1998', 'EST', 'January 29;February 26;March 30'),
    ],
  ],
  [
    // The RFC prints UNTIL=19970902T170000Z, which is 13:00 EDT and would stop after 12:00 (see the next test);
    // 21:00Z is 5:00 PM EDT, the bound the example's title and listed instances describe.
    'Every 3 hours from 9:00 AM to 5:00 PM on a specific day',
    '1997-09-02T09:00',
    'FREQ=HOURLY;INTERVAL=3;UNTIL=19970902T210000Z',
    timesOn('1997-09-02', 'EDT', '09:00,12:00,15:00'),
  ],
  [
    'Every 15 minutes for 6 occurrences',
    '1997-09-02T09:00',
    'FREQ=MINUTELY;INTERVAL=15;COUNT=6',
    timesOn('1997-09-02', 'EDT', '09:00,09:15,09:30,09:45,10:00,10:15'),
  ],
  [
    'Every hour and a half for 4 occurrences',
    '1997-09-02T09:00',
    'FREQ=MINUTELY;INTERVAL=90;COUNT=4',
    timesOn('1997-09-02', 'EDT', '09:00,10:30,12:00,13:30'),
  ],
  [
    'An example where the days generated makes a difference because of WKST (MO)',
    '1997-08-05T09:00',
    'FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=MO',
    listed('1997', 'EDT', 'August 5,10,19,24'),
  ],
  [
    'changing only WKST from MO to SU, yields different results',
    '1997-08-05T09:00',
    'FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=SU',
    listed('1997', 'EDT', 'August 5,17,19,31'),
  ],
  [
    'An example where an invalid date (i.e., February 30) is ignored',
    '2007-01-15T09:00',
    'FREQ=MONTHLY;BYMONTHDAY=15,30;COUNT=5',
    [...listed('2007', 'EST', 'January 15,30;February 15'), ...listed('2007', 'EDT', 'March 15,30')],
  ],
];

describe('RFC 5545 §3.8.5.3 examples (America/New_York)', () => {
  it.each(examples)('%s', (_title, dtstart, rrule, expected, exdates) => {
    const hasEnd = /COUNT|UNTIL/.test(rrule);
    const occurrences = expandOccurrences({
      rrule,
      dtstart,
      timeZone: NY,
      ...(exdates ? { exdates } : {}),
      // "Forever" examples: compare the first instances the RFC lists.
      ...(hasEnd ? {} : { limit: expected.length }),
    });
    expect(occurrences).toEqual(expected);
  });

  it('stops the 3-hourly example at the printed UTC UNTIL (13:00 EDT), as an instant', () => {
    expect(
      expandOccurrences({
        rrule: 'FREQ=HOURLY;INTERVAL=3;UNTIL=19970902T170000Z',
        dtstart: '1997-09-02T09:00:00',
        timeZone: NY,
      }),
    ).toEqual(timesOn('1997-09-02', 'EDT', '09:00,12:00'));
  });

  const everyTwentyMinutes = [
    ...timesOn('1997-09-02', 'EDT', '9:00,9:20,9:40,10:00,10:20,10:40,11:00,11:20,11:40,12:00,12:20,12:40'),
    ...timesOn(
      '1997-09-02',
      'EDT',
      '13:00,13:20,13:40,14:00,14:20,14:40,15:00,15:20,15:40,16:00,16:20,16:40',
    ),
    ...timesOn('1997-09-03', 'EDT', '9:00,9:20,9:40'),
  ];
  it.each([
    'FREQ=DAILY;BYHOUR=9,10,11,12,13,14,15,16;BYMINUTE=0,20,40',
    'FREQ=MINUTELY;INTERVAL=20;BYHOUR=9,10,11,12,13,14,15,16',
  ])('every 20 minutes from 9:00 AM to 4:40 PM every day: %s', (rrule) => {
    expect(
      expandOccurrences({
        rrule,
        dtstart: '1997-09-02T09:00:00',
        timeZone: NY,
        limit: everyTwentyMinutes.length,
      }),
    ).toEqual(everyTwentyMinutes);
  });
});
