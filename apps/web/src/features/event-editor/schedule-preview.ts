/**
 * The custom-recurrence preview: the rule in words (describeRRule), its next five dates in the event's zone
 * (iterateOccurrences, formatted with the spec §9 patterns), or the engine's own message for an invalid rule
 * (validateRRule; spec §5: BYSETPOS 0 is rejected).
 */
import { formatDate, formatLocal } from '@happenings/domain/format';
import { describeRRule, iterateOccurrences, validateRRule } from '@happenings/domain/recurrence';
import type { ScheduleDraft } from '@happenings/domain/schedule-form';
import { customRRuleText } from '@happenings/domain/schedule-form';

export type RRulePreview =
  | { kind: 'empty' }
  | { kind: 'invalid'; message: string }
  | { kind: 'valid'; text: string; description: string; nextDates: string[] };

export const PREVIEW_COUNT = 5;

export function previewRRule(draft: ScheduleDraft, nowMs: number): RRulePreview {
  const text = customRRuleText(draft);
  if (text === '') return { kind: 'empty' };
  const checked = validateRRule(text);
  if (!checked.ok) return { kind: 'invalid', message: checked.error };
  const description = describeRRule(text, { timeZone: draft.timeZone });
  if (!draft.startDate) return { kind: 'valid', text, description, nextDates: [] };
  const isAllDay = draft.isAllDay || !draft.startTime;
  const dtstart = isAllDay ? draft.startDate : `${draft.startDate}T${draft.startTime}:00`;
  const nextDates: string[] = [];
  try {
    for (const occurrence of iterateOccurrences({
      rrule: text,
      dtstart,
      timeZone: draft.timeZone,
      exdates: draft.exdates,
      from: new Date(nowMs).toISOString(),
      limit: PREVIEW_COUNT,
    })) {
      nextDates.push(
        isAllDay
          ? formatLocal(occurrence.local, 'ddd, MMM DD, YYYY')
          : formatDate(occurrence.epochMs, 'ddd, MMM DD, YYYY [at] h:mm A', draft.timeZone),
      );
    }
  } catch (error) {
    return { kind: 'invalid', message: error instanceof Error ? error.message : String(error) };
  }
  return { kind: 'valid', text, description, nextDates };
}
