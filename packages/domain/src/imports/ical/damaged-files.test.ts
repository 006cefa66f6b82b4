/**
 * Damaged calendars never make the reader throw: the fixtures with lines deleted, repeated, cut short or
 * garbled (a seeded, repeatable choice) still give a result, and every schedule in it is one the product can
 * store (normalizeWhen accepts it) and expand.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { expandOccurrences } from '../../recurrence/expand-occurrences.ts';
import { normalizeWhen } from '../../schedule/resolve-when.ts';
import { readCalendarFile } from './read-calendar-file.ts';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

/** Park-Miller: the same damage on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 48_271) % 2_147_483_647;
    return state / 2_147_483_647;
  };
}

function damage(text: string, next: () => number): string {
  const lines = text.split(/\r?\n/);
  const count = 1 + Math.floor(next() * 4);
  for (let round = 0; round < count; round++) {
    const index = Math.floor(next() * lines.length);
    const line = lines[index] ?? '';
    switch (Math.floor(next() * 5)) {
      case 0:
        lines.splice(index, 1);
        break;
      case 1:
        lines.splice(index, 0, line);
        break;
      case 2:
        lines[index] = line.slice(0, Math.floor(next() * line.length));
        break;
      case 3:
        lines[index] = line.replace(/\d/g, () => String(Math.floor(next() * 10)));
        break;
      default:
        lines[index] = line.replace(/[:;=,"]/, ['', ';', '"', ':', '\\'][Math.floor(next() * 5)]!);
    }
  }
  return lines.join('\r\n');
}

it('damaged fixtures give a result whose every schedule can be stored and expanded', {
  timeout: 60_000,
}, () => {
  const next = random(26);
  let checked = 0;
  for (const name of readdirSync(FIXTURES).filter((file) => file.endsWith('.ics'))) {
    const text = readFileSync(path.join(FIXTURES, name), 'utf8');
    for (let variant = 0; variant < 12; variant++) {
      const result = readCalendarFile(damage(text, next), { defaultTimeZone: 'America/New_York' });
      for (const event of result.events) {
        for (const part of event.experiences) {
          const { when, rrule, exdates } = part.schedule;
          expect(normalizeWhen(when)).toEqual(when);
          if (rrule) {
            const dtstart = when.startTime ? `${when.startDate}T${when.startTime}:00` : when.startDate!;
            expandOccurrences({ rrule, dtstart, timeZone: when.timeZone!, exdates, limit: 5 });
          }
          checked++;
        }
      }
    }
  }
  expect(checked).toBeGreaterThan(500);
});
