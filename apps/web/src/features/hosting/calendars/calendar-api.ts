/**
 * The browser's calls of the Calendars screen (features/imports on the API), each answering the data or throwing
 * an Error whose message says what went wrong in words a host can act on.
 */
import type { components } from '@happenings/client';
import { getBrowserClient } from '@/lib/api-browser';

export type CalendarSource = components['schemas']['CalendarSource'];
export type CalendarSourceDetail = components['schemas']['CalendarSourceDetail'];
export type ImportedField = components['schemas']['ImportedCalendarEvent']['lockedFields'][number];
export type CalendarOwner = { hostId: string } | { placeId: string };

/** The message of an API error answer, else one that fits its status. */
function explain(response: Response, error: unknown, fallback: string): Error {
  if (response.status === 401) return new Error('Your session ended. Sign in again.');
  if (response.status === 429) return new Error('Too many imports in the last hour. Try again later.');
  const message = (error as { error?: { message?: string } } | undefined)?.error?.message;
  return new Error(message ?? fallback);
}

export async function connectFeed(owner: CalendarOwner, url: string): Promise<CalendarSource> {
  const { data, error, response } = await getBrowserClient().POST('/api/v1/imports/calendars', {
    body: { ...owner, url },
  });
  if (data) return data;
  if (response.status === 400)
    throw new Error('Paste the calendar’s full address, starting with https:// or webcal://.');
  throw explain(response, error, 'The calendar could not be connected.');
}

export async function uploadFile(owner: CalendarOwner, file: File): Promise<CalendarSource> {
  const content = await file.text();
  const { data, error, response } = await getBrowserClient().POST('/api/v1/imports/calendars/file', {
    body: { ...owner, fileName: file.name, content },
  });
  if (data) return data;
  if (response.status === 400 || response.status === 413) {
    throw new Error('The file must be an .ics calendar of at most 1 MB.');
  }
  throw explain(response, error, 'The file could not be imported.');
}

export async function syncNow(id: string): Promise<CalendarSource> {
  const { data, error, response } = await getBrowserClient().POST('/api/v1/imports/calendars/{id}/sync', {
    params: { path: { id } },
  });
  if (data) return data;
  throw explain(response, error, 'The calendar could not be synced.');
}

export async function removeCalendar(id: string): Promise<void> {
  const { error, response } = await getBrowserClient().DELETE('/api/v1/imports/calendars/{id}', {
    params: { path: { id } },
  });
  if (!response.ok) throw explain(response, error, 'The calendar could not be removed.');
}

export async function loadDetail(id: string): Promise<CalendarSourceDetail> {
  const { data, error, response } = await getBrowserClient().GET('/api/v1/imports/calendars/{id}', {
    params: { path: { id } },
  });
  if (data) return data;
  throw explain(response, error, 'The calendar could not be loaded.');
}

export async function setLocks(id: string, eventId: string, lockedFields: ImportedField[]) {
  const { data, error, response } = await getBrowserClient().PUT(
    '/api/v1/imports/calendars/{id}/events/{eventId}/locks',
    { params: { path: { id, eventId } }, body: { lockedFields } },
  );
  if (data) return data;
  throw explain(response, error, 'The locks could not be saved.');
}

export async function confirmPlace(
  id: string,
  place: { location: string; name: string; address: string | null; lat: number | null; lng: number | null },
): Promise<CalendarSource> {
  const { data, error, response } = await getBrowserClient().POST('/api/v1/imports/calendars/{id}/places', {
    params: { path: { id } },
    body: place,
  });
  if (data) return data;
  throw explain(response, error, 'The place could not be added.');
}
