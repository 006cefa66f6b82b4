/**
 * POST /api/next/region-interest (spec §7): a visitor of a location the app does not serve yet (Washington DC)
 * leaves an e-mail; the website passes it to the API's POST /api/v1/region-interest with the region.
 */
import 'server-only';
import { LOCATION_COOKIE, resolveLocationSlug } from '@happenings/domain/locations';
import { z } from 'zod';
import { browserForwardedFor } from '@/lib/client-address';
import { getServerEnv } from '@/lib/env';

const bodySchema = z.object({
  email: z.email().max(254),
  /** A location slug or city value; defaults to the visitor's location cookie. */
  region: z.string().optional(),
});

function readCookie(header: string, name: string): string | undefined {
  const match = header.split(/;\s*/).find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

export async function handleRegionInterest(request: Request): Promise<Response> {
  const parsed = bodySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) {
    return Response.json(
      { error: { code: 'VALIDATION_FAILED', message: 'Enter a valid e-mail address.' } },
      { status: 400 },
    );
  }
  const region =
    resolveLocationSlug(parsed.data.region) ??
    resolveLocationSlug(readCookie(request.headers.get('cookie') ?? '', LOCATION_COOKIE.name));
  if (!region) {
    return Response.json(
      { error: { code: 'VALIDATION_FAILED', message: 'Choose the region you are interested in.' } },
      { status: 400 },
    );
  }
  // The browser's address as the website's server saw it, never an X-Forwarded-For the browser wrote itself.
  const headers: Record<string, string> = { 'content-type': 'application/json', ...browserForwardedFor() };
  try {
    const upstream = await fetch(`${getServerEnv().apiUrl}/api/v1/region-interest`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: parsed.data.email, region }),
      cache: 'no-store',
    });
    if (upstream.ok) return Response.json({ ok: true, region });
    const body = await upstream.text();
    return new Response(body, {
      status: upstream.status,
      headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/json' },
    });
  } catch {
    return Response.json(
      { error: { code: 'API_UNAVAILABLE', message: 'The Happenings API could not be reached.' } },
      { status: 502 },
    );
  }
}
