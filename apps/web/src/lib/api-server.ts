/**
 * The API client for server components, route handlers and server actions: calls the API directly at API_URL and
 * forwards the visitor's cookies (their `__session`) and address, so the API sees the same user as the browser, and
 * the page view's request id, so that the API's log lines of a render carry the website's id (docs/operations.md).
 */
import 'server-only';
import { createHappeningsClient, type HappeningsClient } from '@happenings/client';
import { isSaneRequestId } from '@happenings/domain/request-id';
import { cookies, headers } from 'next/headers';
import { browserForwardedFor } from '@/lib/client-address';
import { getServerEnv } from '@/lib/env';

/** W3C Trace Context §3.2: version 00, trace id, parent span id, flags. */
const W3C_TRACEPARENT = /^00-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$/;

export async function getServerClient(
  options: { version?: string; isWrite?: boolean } = {},
): Promise<HappeningsClient> {
  const cookieStore = await cookies();
  // The visitor's address as the website's server saw it (client-address.ts), not a header they could write.
  const forwarded: Record<string, string> = browserForwardedFor();
  // The API is next door: compressing for this hop costs both processes CPU and saves nothing.
  forwarded['accept-encoding'] = 'identity';
  // The page view's id (server/serve.ts), so that the API's log lines of this render carry it too.
  const requestHeaders = await headers();
  const requestId = requestHeaders.get('x-request-id');
  if (isSaneRequestId(requestId)) forwarded['x-request-id'] = requestId;
  // The page view's trace (server/page-view-spans.ts, when traces are on), so the API's spans join it.
  const traceparent = requestHeaders.get('traceparent');
  if (traceparent && W3C_TRACEPARENT.test(traceparent)) forwarded.traceparent = traceparent;
  const cookieHeader = cookieStore.toString();
  if (cookieHeader) forwarded.cookie = cookieHeader;
  // A server action's write: Next has already refused actions posted from another origin, so it comes from the
  // website, which the API's check of cookie-bearing writes asks the Origin to say (docs/security.md).
  if (options.isWrite) forwarded.origin = new URL(getServerEnv().siteUrl).origin;
  return createHappeningsClient({
    baseUrl: getServerEnv().apiUrl,
    headers: forwarded,
    ...(options.version ? { version: options.version } : {}),
  });
}
