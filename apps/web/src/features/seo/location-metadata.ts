/**
 * Titles and descriptions of the location pages (issue 4 SEO: per location).
 */
import type { Location } from '@happenings/domain/locations';

export function locationDescription(location: Pick<Location, 'name'>): string {
  return `Concerts, exhibits, markets, classes and free things to do in ${location.name} this week — picked by locals and updated every day.`;
}

export function seeAllTitle(streamTitle: string, location: Pick<Location, 'name'>): string {
  return `${streamTitle} in ${location.name}`;
}

export function seeAllDescription(
  stream: { title: string; subtitle?: string | null },
  location: Pick<Location, 'name'>,
): string {
  const lead = stream.subtitle ? `${stream.subtitle.replace(/[.!]?$/, '.')} ` : '';
  return `${lead}Every event in “${stream.title}” for ${location.name} on Happenings, with dates, venues and who is going.`;
}
