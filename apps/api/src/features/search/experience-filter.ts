/**
 * What a search asks of experiences: the words left after the date phrase and neighbourhood are understood, the
 * window (the dates given, else those understood, else from now) and the categories. One copy for the list
 * (GET /api/v1/search) and its map (GET /api/v1/events/clusters), so both find the same events.
 */
import type { SearchArea } from '@happenings/db/search';
import type { LocationSlug } from '@happenings/domain/locations';
import { addLocalDays, parseLocalDateTime, toInstant } from '@happenings/domain/time';
import { type InterpretedQuery, interpretSearchQuery } from './search-query.ts';

export interface ExperienceFilterInput {
  q: string;
  /** An instant or a local date ('YYYY-MM-DD', read in the location's zone). */
  start?: string | undefined;
  /** An instant, or a local date whose whole day is included. */
  end?: string | undefined;
  /** Comma-separated category slugs. */
  categories?: string | undefined;
}

export interface ExperienceFilter {
  interpreted: InterpretedQuery;
  text: string;
  /** The asked window as given or understood (null: none), for the answer's "how the query was understood". */
  start: Date | null;
  end: Date | null;
  /** Where the search starts: the window's start, but never before now. */
  from: Date;
  to: Date | undefined;
  area: SearchArea | undefined;
  categories: string[] | undefined;
}

/** 'YYYY-MM-DD' as the start of that day in the zone (or of the next day, for an inclusive end). */
export function toBoundary(value: string, timeZone: string, isEnd: boolean): Date {
  const local = /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseLocalDateTime(value) : null;
  if (!local) return new Date(value);
  return new Date(toInstant(addLocalDays(local, isEnd ? 1 : 0), timeZone));
}

export function resolveExperienceFilter(
  input: ExperienceFilterInput,
  options: { now: number; timeZone: string; locationSlug: LocationSlug },
): ExperienceFilter {
  const { now, timeZone } = options;
  const interpreted = interpretSearchQuery(input.q, options);
  const start = input.start ? toBoundary(input.start, timeZone, false) : interpreted.start;
  const end = input.end ? toBoundary(input.end, timeZone, true) : interpreted.end;
  // spec §4: upcoming by default; a window reaching past now starts now (what ended is not shown).
  let from = start ?? new Date(now);
  if (from.getTime() < now && (!end || end.getTime() > now)) from = new Date(now);
  return {
    interpreted,
    text: interpreted.text,
    start,
    end,
    from,
    to: end ?? undefined,
    area: interpreted.neighbourhood
      ? { box: interpreted.neighbourhood.box, city: interpreted.neighbourhood.name }
      : undefined,
    categories: input.categories?.split(','),
  };
}
