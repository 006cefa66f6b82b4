/**
 * The API client for server components, route handlers and server actions: calls the API directly at API_URL and
 * forwards the visitor's cookies (their `__session`) and address, so the API sees the same user as the browser.
 */
import 'server-only';
import { createHappeningsClient, type HappeningsClient } from '@happenings/client';
import { cookies, headers } from 'next/headers';
import { getServerEnv } from '@/lib/env';

export async function getServerClient(options: { version?: string } = {}): Promise<HappeningsClient> {
  const [cookieStore, requestHeaders] = await Promise.all([cookies(), headers()]);
  const forwarded: Record<string, string> = {};
  const cookieHeader = cookieStore.toString();
  if (cookieHeader) forwarded.cookie = cookieHeader;
  const forwardedFor = requestHeaders.get('x-forwarded-for');
  if (forwardedFor) forwarded['x-forwarded-for'] = forwardedFor;
  return createHappeningsClient({
    baseUrl: getServerEnv().apiUrl,
    headers: forwarded,
    ...(options.version ? { version: options.version } : {}),
  });
}
