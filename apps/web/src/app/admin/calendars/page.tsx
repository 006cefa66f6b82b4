import type { Metadata } from 'next';
import { requireStaff } from '@/features/back-office/back-office.server';
import { loadCalendars, loadHostChoices } from '@/features/hosting/calendars/calendars.data';
import { CalendarsPage } from '@/features/hosting/calendars/calendars-page';

export const metadata: Metadata = { title: 'Calendars' };

/** Editors connect and look after the calendars of any host (issue 26 Connect a calendar). */
export default async function BackOfficeCalendarsRoute() {
  await requireStaff('editor');
  const [list, hosts] = await Promise.all([loadCalendars(), loadHostChoices()]);
  if (!list) return null;
  return <CalendarsPage list={list} title="Hosts’ calendars" extraOwners={hosts} />;
}
