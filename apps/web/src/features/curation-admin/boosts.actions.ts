'use server';
/**
 * Boost forms as server actions: boost an event (named by address, slug or id) until the end of a day in the
 * city's time zone, or end a boost now; then back to the page with the outcome.
 */
import { isLocationSlug, LOCATIONS, type LocationSlug } from '@happenings/domain/locations';
import { redirect } from 'next/navigation';
import { getServerClient } from '@/lib/api-server';
import { endOfDay } from './boost-end';
import { findExperience } from './curation.server';
import { outcomeOfRefusal, pageAfter } from './curation-outcome';
import { readField } from './form-field';

const boostsPath = (location: string) => `/admin/curation/${encodeURIComponent(location)}/boosts`;

function readLocation(formData: FormData): LocationSlug {
  const location = readField(formData, 'location');
  if (!isLocationSlug(location)) redirect('/admin/curation');
  return location;
}

export async function boostEvent(formData: FormData): Promise<void> {
  const location = readLocation(formData);
  const path = boostsPath(location);
  const until = endOfDay(readField(formData, 'until'), LOCATIONS[location].timeZone);
  if (!until) redirect(pageAfter(path, 'bad-end'));
  const experience = await findExperience(readField(formData, 'experience'));
  if (!experience) redirect(pageAfter(path, 'not-found'));
  if (experience.location !== location) redirect(pageAfter(path, 'other-city'));
  const api = await getServerClient({ isWrite: true });
  const { response, error } = await api.PUT('/api/v1/staff/curation/boosts/{experienceId}', {
    params: { path: { experienceId: experience.id } },
    body: { boostedUntil: until },
  });
  const refused = response.ok ? null : outcomeOfRefusal(response.status, error);
  redirect(
    pageAfter(path, refused === 'invalid' ? 'bad-end' : (refused ?? 'boosted'), `boost-${experience.id}`),
  );
}

export async function unboostEvent(formData: FormData): Promise<void> {
  const location = readLocation(formData);
  const api = await getServerClient({ isWrite: true });
  const { response, error } = await api.DELETE('/api/v1/staff/curation/boosts/{experienceId}', {
    params: { path: { experienceId: readField(formData, 'experienceId') } },
  });
  redirect(
    pageAfter(boostsPath(location), response.ok ? 'unboosted' : outcomeOfRefusal(response.status, error)),
  );
}
