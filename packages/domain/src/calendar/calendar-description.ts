/**
 * Descriptions in calendar entries are short (spec §5, §9).
 */
import { CALENDAR_DESCRIPTION_LIMIT } from '../constants/limits.ts';

/**
 * spec §5: cut to 300 characters followed by '...' if longer. Characters are counted as code points, so an
 * emoji is never cut in half (half a surrogate pair is not valid UTF-8 and breaks calendar files).
 */
export function truncateCalendarDescription(
  text: string,
  limit: number = CALENDAR_DESCRIPTION_LIMIT,
): string {
  const characters = Array.from(text);
  if (characters.length <= limit) return text;
  return `${characters.slice(0, limit).join('')}...`;
}
