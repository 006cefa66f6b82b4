/**
 * Reading the date and date-time texts that accompany a rule (DTSTART, EXDATE, RDATE, window bounds): a date,
 * a floating local date-time of the series' zone, or an instant (UTC 'Z' or an explicit offset), in ISO 8601
 * extended ('1997-09-02T13:00:00Z') or iCalendar basic ('19970902T130000Z') form.
 */
import { localToUtcMs, utcMsToLocal } from '../time/zoned-time.ts';
import { RecurrenceRuleError } from './recurrence-rule.ts';

export type Moment =
  | { kind: 'date'; floatingMs: number }
  | { kind: 'local'; floatingMs: number }
  | { kind: 'instant'; epochMs: number };

const MOMENT_PATTERN =
  /^(\d{4})-?(\d{2})-?(\d{2})(?:[T ](\d{2}):?(\d{2})(?::?(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

function parseOffsetMs(text: string): number {
  if (text.toUpperCase() === 'Z') return 0;
  const sign = text.startsWith('-') ? -1 : 1;
  const digits = text.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0)) * 60_000;
}

/** Parses a date / local date-time / instant text; throws RecurrenceRuleError naming `part` when invalid. */
export function parseMoment(text: string, part: string): Moment {
  const match = MOMENT_PATTERN.exec(text.trim());
  const fields = match
    ? {
        year: Number(match[1]),
        month: Number(match[2]),
        day: Number(match[3]),
        hour: Number(match[4] ?? 0),
        minute: Number(match[5] ?? 0),
        second: Number(match[6] ?? 0),
      }
    : null;
  const floatingMs = fields ? localToUtcMs(fields) : Number.NaN;
  const roundTrip = fields ? utcMsToLocal(floatingMs) : null;
  const isValid =
    fields !== null &&
    roundTrip !== null &&
    roundTrip.month === fields.month &&
    roundTrip.day === fields.day &&
    fields.hour < 24 &&
    fields.minute < 60 &&
    fields.second < 60;
  if (!match || !isValid)
    throw new RecurrenceRuleError(part, `${part} is not a valid date or date-time: '${text}'`);
  if (match[4] === undefined) return { kind: 'date', floatingMs };
  if (match[7] !== undefined) return { kind: 'instant', epochMs: floatingMs - parseOffsetMs(match[7]) };
  return { kind: 'local', floatingMs };
}
