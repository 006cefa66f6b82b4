/**
 * Neighbourhood names understood in search queries ("jazz in back bay"), per location, each with an approximate
 * bounding box (x = longitude, y = latitude) and the city name venues in it are filed under. A result matches a
 * neighbourhood when its coordinates fall in the box or its where.city is the neighbourhood's name (Cambridge,
 * Somerville, Arlington are cities of their own).
 */
import type { LocationSlug } from '@happenings/domain/locations';

export interface Neighbourhood {
  slug: string;
  name: string;
  /** Other spellings people type ('jp', 'southie'). */
  aliases?: readonly string[];
  box: { xmin: number; ymin: number; xmax: number; ymax: number };
}

const n = (
  slug: string,
  name: string,
  [ymin, ymax]: [number, number],
  [xmin, xmax]: [number, number],
  aliases: string[] = [],
): Neighbourhood => ({ slug, name, aliases, box: { xmin, ymin, xmax, ymax } });

export const NEIGHBOURHOODS: Record<LocationSlug, readonly Neighbourhood[]> = {
  'boston-ma': [
    n('back-bay', 'Back Bay', [42.345, 42.354], [-71.09, -71.069]),
    n('south-end', 'South End', [42.333, 42.348], [-71.085, -71.06]),
    n('cambridge', 'Cambridge', [42.352, 42.404], [-71.16, -71.064]),
    n('somerville', 'Somerville', [42.373, 42.418], [-71.135, -71.073]),
    n('jamaica-plain', 'Jamaica Plain', [42.29, 42.33], [-71.13, -71.095], ['jp']),
    n('seaport', 'Seaport', [42.337, 42.356], [-71.055, -71.02], ['seaport district']),
    n('north-end', 'North End', [42.36, 42.369], [-71.061, -71.049]),
    n('fenway', 'Fenway', [42.336, 42.352], [-71.11, -71.085], ['kenmore']),
    n('allston', 'Allston', [42.347, 42.365], [-71.145, -71.115]),
    n('brighton', 'Brighton', [42.335, 42.36], [-71.175, -71.14]),
    n('dorchester', 'Dorchester', [42.28, 42.325], [-71.085, -71.035]),
    n('beacon-hill', 'Beacon Hill', [42.355, 42.362], [-71.073, -71.062]),
    n('downtown', 'Downtown', [42.35, 42.362], [-71.065, -71.052], ['downtown crossing']),
    n('chinatown', 'Chinatown', [42.348, 42.353], [-71.065, -71.057]),
    n('charlestown', 'Charlestown', [42.369, 42.383], [-71.075, -71.05]),
    n('east-boston', 'East Boston', [42.365, 42.392], [-71.045, -71.0], ['eastie']),
    n('south-boston', 'South Boston', [42.325, 42.345], [-71.06, -71.025], ['southie']),
    n('roxbury', 'Roxbury', [42.305, 42.335], [-71.105, -71.07]),
    n('brookline', 'Brookline', [42.31, 42.35], [-71.165, -71.105]),
  ],
  'washington-dc': [
    n('dupont-circle', 'Dupont Circle', [38.905, 38.918], [-77.05, -77.035], ['dupont']),
    n('adams-morgan', 'Adams Morgan', [38.915, 38.928], [-77.05, -77.035]),
    n('capitol-hill', 'Capitol Hill', [38.877, 38.898], [-77.01, -76.98]),
    n('georgetown', 'Georgetown', [38.9, 38.918], [-77.08, -77.055]),
    n('navy-yard', 'Navy Yard', [38.87, 38.882], [-77.01, -76.99]),
    n('shaw', 'Shaw', [38.905, 38.918], [-77.03, -77.015]),
    n('u-street', 'U Street', [38.914, 38.921], [-77.04, -77.02], ['u st', 'u street corridor']),
    n('foggy-bottom', 'Foggy Bottom', [38.893, 38.905], [-77.058, -77.04]),
    n('penn-quarter', 'Penn Quarter', [38.893, 38.902], [-77.028, -77.016], ['chinatown dc']),
    n('columbia-heights', 'Columbia Heights', [38.923, 38.937], [-77.04, -77.022]),
    n('the-wharf', 'The Wharf', [38.872, 38.885], [-77.03, -77.015], ['wharf', 'southwest waterfront']),
    n('noma', 'NoMa', [38.897, 38.912], [-77.01, -76.995], ['h street']),
    n('arlington', 'Arlington', [38.84, 38.935], [-77.172, -77.03]),
    n('alexandria', 'Alexandria', [38.785, 38.845], [-77.145, -77.035], ['old town']),
  ],
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The neighbourhood named in `text` (longest name first, whole words, case-insensitive) and the text without it
 * (and without a leading 'in' / 'near' before it).
 */
export function findNeighbourhood(
  text: string,
  locationSlug: LocationSlug,
): { neighbourhood: Neighbourhood; rest: string } | null {
  const candidates = NEIGHBOURHOODS[locationSlug].flatMap((neighbourhood) =>
    [neighbourhood.name, ...(neighbourhood.aliases ?? [])].map((name) => ({ neighbourhood, name })),
  );
  candidates.sort((a, b) => b.name.length - a.name.length);
  for (const { neighbourhood, name } of candidates) {
    const pattern = new RegExp(`(?:\\b(?:in|near|around)\\s+)?\\b${escapeRegExp(name)}\\b`, 'i');
    if (pattern.test(text)) return { neighbourhood, rest: text.replace(pattern, ' ') };
  }
  return null;
}
