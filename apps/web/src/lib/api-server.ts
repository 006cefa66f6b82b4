/**
 * The API client for server components, route handlers and server actions: calls the API directly at API_URL and
 * forwards the visitor's cookies (their `__session`) and address, so the API sees the same user as the browser.
 */
import 'server-only';
import { createHappeningsClient, type HappeningsClient } from '@happenings/client';
import { cookies } from 'next/headers';
import { browserForwardedFor } from '@/lib/client-address';
import { getServerEnv } from '@/lib/env';

export async function getServerClient(options: { version?: string } = {}): Promise<HappeningsClient> {
  const cookieStore = await cookies();
  // The visitor's address as the website's server saw it (client-address.ts), not a header they could write.
  const forwarded: Record<string, string> = browserForwardedFor();
  // The API is next door: compressing for this hop costs both processes CPU and saves nothing.
  forwarded['accept-encoding'] = 'identity';
  const cookieHeader = cookieStore.toString();
  if (cookieHeader) forwarded.cookie = cookieHeader;
  return createHappeningsClient({
    baseUrl: getServerEnv().apiUrl,
    headers: forwarded,
    ...(options.version ? { version: options.version } : {}),
  });
}
