/**
 * Reading the visitor's connected calendars on the server with their cookies (GET /api/v1/imports/calendars): each
 * with its last report, and the hosts and venues they may connect calendars to.
 */
import 'server-only';
import type { components } from '@happenings/client';
import { getServerClient } from '@/lib/api-server';
import type { OwnerChoice } from './connect-calendar-form';

export type CalendarList = components['schemas']['CalendarSourceList'];
export type CalendarSource = components['schemas']['CalendarSource'];

/** Null when the visitor is not signed in (any more). */
export async function loadCalendars(filter: { hostId?: string } = {}): Promise<CalendarList | null> {
  const api = await getServerClient();
  const { data, response } = await api.GET('/api/v1/imports/calendars', { params: { query: filter } });
  if (!data) {
    if (response.status === 401) return null;
    throw new Error(`Loading the calendars failed: ${response.status}`);
  }
  return data;
}

/** Hosts an editor may connect a calendar for: the first page of every host, by name. */
export async function loadHostChoices(): Promise<OwnerChoice[]> {
  const api = await getServerClient();
  const { data } = await api.GET('/api/v1/hosts', { params: { query: { limit: 100 } } });
  return (data?.items ?? [])
    .map((host) => ({ value: `host:${host.id}`, label: host.name, owner: { hostId: host.id } }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
