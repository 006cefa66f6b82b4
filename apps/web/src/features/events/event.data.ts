/**
 * Reading one event for its page. Plain fetch for now: regenerate packages/client once the API's experiences
 * routes are in its OpenAPI document and switch to `(await getServerClient()).GET('/api/v1/experiences/slug/{slug}')`.
 */
import 'server-only';
import { cookies } from 'next/headers';
import { getServerEnv } from '@/lib/env';

export interface EventSummary {
  id: string;
  name: string;
  slug: string;
  shortDescription?: string | null;
  rrule?: string | null;
  timeZone?: string;
  when?: { start?: string | null; end?: string | null };
  where?: { name?: string; address?: string; city?: string; state?: string };
  schedule?: { text: string };
}

export async function findEventBySlug(slug: string): Promise<EventSummary | null> {
  const cookieHeader = (await cookies()).toString();
  try {
    const response = await fetch(
      `${getServerEnv().apiUrl}/api/v1/experiences/slug/${encodeURIComponent(slug)}`,
      {
        headers: cookieHeader ? { cookie: cookieHeader } : {},
        cache: 'no-store',
      },
    );
    if (!response.ok) return null;
    return (await response.json()) as EventSummary;
  } catch {
    return null;
  }
}
