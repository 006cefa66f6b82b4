'use server';
/**
 * Featured category forms as server actions: add one at the end, remove one, move one up or down; each saves the
 * city's whole list (the API's one call), then back to the page with the outcome.
 */
import { isLocationSlug, type LocationSlug } from '@happenings/domain/locations';
import { redirect } from 'next/navigation';
import { getServerClient } from '@/lib/api-server';
import { readCategories } from './curation.server';
import { type CurationOutcome, outcomeOfRefusal, pageAfter } from './curation-outcome';
import { readField } from './form-field';

const listPath = (location: string) => `/admin/curation/${encodeURIComponent(location)}/featured-categories`;
const rowId = (slug: string) => `category-${slug}`;

function readLocation(formData: FormData): LocationSlug {
  const location = readField(formData, 'location');
  if (!isLocationSlug(location)) redirect('/admin/curation');
  return location;
}

async function save(location: LocationSlug, slugs: string[], done: CurationOutcome, row?: string) {
  const api = await getServerClient({ isWrite: true });
  const { response, error } = await api.PUT(
    '/api/v1/staff/curation/locations/{location}/featured-categories',
    {
      params: { path: { location } },
      body: { slugs },
    },
  );
  redirect(pageAfter(listPath(location), response.ok ? done : outcomeOfRefusal(response.status, error), row));
}

export async function addFeaturedCategory(formData: FormData): Promise<void> {
  const location = readLocation(formData);
  const slug = readField(formData, 'slug');
  const slugs = (await readCategories(location)).featured.map((category) => category.slug);
  if (slugs.includes(slug)) redirect(pageAfter(listPath(location), 'already-listed', rowId(slug)));
  await save(location, [...slugs, slug], 'added', rowId(slug));
}

export async function removeFeaturedCategory(formData: FormData): Promise<void> {
  const location = readLocation(formData);
  const slug = readField(formData, 'slug');
  const slugs = (await readCategories(location)).featured.map((category) => category.slug);
  await save(
    location,
    slugs.filter((each) => each !== slug),
    'removed',
  );
}

export async function moveFeaturedCategory(formData: FormData): Promise<void> {
  const location = readLocation(formData);
  const slug = readField(formData, 'slug');
  const slugs = (await readCategories(location)).featured.map((category) => category.slug);
  const from = slugs.indexOf(slug);
  const to = from + (readField(formData, 'direction') === 'up' ? -1 : 1);
  if (from < 0 || to < 0 || to >= slugs.length) redirect(pageAfter(listPath(location), 'stale'));
  [slugs[from], slugs[to]] = [slugs[to]!, slugs[from]!];
  await save(location, slugs, 'moved', rowId(slug));
}
