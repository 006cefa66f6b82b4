/**
 * Server reads shared by every back-office page: who the caller is as staff. The back office is never advertised
 * (docs/moderation.md): signed-out visitors and accounts without a staff role get the site's 404, as the API
 * answers them for its staff calls.
 */
import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getServerClient } from '@/lib/api-server';
import type { StaffOverview, StaffRole } from './back-office-sections';

/** GET /api/v1/staff/overview with the visitor's cookie, once per request; null for anyone who is not staff. */
export const getStaffOverview = cache(async (): Promise<StaffOverview | null> => {
  const api = await getServerClient();
  const { data } = await api.GET('/api/v1/staff/overview');
  return data ?? null;
});

/** The overview, or the 404 page for non-staff; with `role`, also the 404 page for staff without it. */
export async function requireStaff(role?: StaffRole): Promise<StaffOverview> {
  const overview = await getStaffOverview();
  if (!overview) notFound();
  if (role && !overview.roles.includes(role) && !overview.roles.includes('admin')) notFound();
  return overview;
}
