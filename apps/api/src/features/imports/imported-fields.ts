/**
 * The fields a calendar writes into an experience, each read and compared on its own (calendar-imported-events.table.ts
 * says why): the values the calendar gives for each, and a fingerprint of what an experience holds in each, so a
 * field the host changed here is told apart from one the calendar last wrote.
 */

import type { ImportedField, ImportedFingerprints } from '@happenings/db/calendar-imports';
import { IMPORTED_FIELDS } from '@happenings/db/calendar-imports';
import type { ExperienceRow, ExperienceValues } from '@happenings/db/experiences';

/** The columns of a stored experience a write sends back (ids, slug, counters and timestamps are the database's). */
export function storedValues(row: ExperienceRow): ExperienceValues {
  const {
    id: _id,
    documentId: _documentId,
    slug: _slug,
    interestedCount: _interested,
    occurrencesUntil: _until,
    search: _search,
    createdAt: _created,
    updatedAt: _updated,
    publishedAt: _published,
    listedUntil: _listed,
    ...values
  } = row;
  return values;
}

type FieldValues = Partial<ExperienceValues>;

/** The columns each field covers. */
export const FIELD_COLUMNS = {
  name: ['name'],
  description: ['description'],
  schedule: [
    'startAt',
    'endAt',
    'untilAt',
    'timeZone',
    'startDate',
    'endDate',
    'startTime',
    'endTime',
    'weekdays',
    'rrule',
    'exdates',
    'repeats',
    'repeatsUntil',
    'scheduleType',
  ],
  where: ['whereName', 'whereAddress', 'whereCity', 'whereState', 'lat', 'lng', 'placeId', 'locationSlug'],
  status: ['status'],
} as const satisfies Record<ImportedField, readonly (keyof ExperienceValues)[]>;

/** Columns compared for "changed here": the ones a host edits (derived instants and the listing city are not). */
const COMPARED: Record<ImportedField, readonly (keyof ExperienceValues)[]> = {
  ...FIELD_COLUMNS,
  schedule: [
    'timeZone',
    'startDate',
    'endDate',
    'startTime',
    'endTime',
    'weekdays',
    'rrule',
    'exdates',
    'repeats',
    'repeatsUntil',
  ],
  where: ['whereName', 'whereAddress', 'whereCity', 'whereState', 'lat', 'lng', 'placeId'],
};

function comparable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined || value === '') return null;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));
  }
  return value;
}

/** What `values` hold in `field`, as a string two reads compare. */
export function fingerprintField(values: FieldValues | ExperienceRow, field: ImportedField): string {
  const record = values as Record<string, unknown>;
  return JSON.stringify(COMPARED[field].map((column) => comparable(record[column])));
}

export function fingerprintAll(values: FieldValues | ExperienceRow): ImportedFingerprints {
  return Object.fromEntries(IMPORTED_FIELDS.map((field) => [field, fingerprintField(values, field)]));
}

/** The fields whose value in `row` is no longer what the calendar last wrote: the host changed them here. */
export function findEditedFields(row: ExperienceRow, written: ImportedFingerprints): ImportedField[] {
  return IMPORTED_FIELDS.filter((field) => {
    const last = written[field];
    return last !== undefined && fingerprintField(row, field) !== last;
  });
}

/** `base` with the calendar's values of every field not locked. */
export function mergeUnlocked(
  base: ExperienceValues,
  fromCalendar: FieldValues,
  locked: readonly ImportedField[],
): ExperienceValues {
  const merged: Record<string, unknown> = { ...base };
  for (const field of IMPORTED_FIELDS) {
    if (locked.includes(field)) continue;
    for (const column of FIELD_COLUMNS[field])
      merged[column] = (fromCalendar as Record<string, unknown>)[column] ?? null;
  }
  return merged as ExperienceValues;
}
