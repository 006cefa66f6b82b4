/**
 * The `next` query parameter carried through every sign-in flow: where to go once signed in. Only paths on this
 * site are kept (an open redirect to another origin would let a link phish with our sign-in page).
 */

/** A same-site path (`/event/x?y=1`), or '/' for anything else: absolute URLs, `//host`, `/\host`, empty. */
export function toSafeNextPath(raw: string | null | undefined): string {
  if (!raw) return '/';
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  try {
    const parsed = new URL(value, 'http://same.invalid');
    if (parsed.origin !== 'http://same.invalid') return '/';
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return '/';
  }
}

/** `path` with `next` added when it is not the default, and with extra query parameters. */
export function withNext(path: string, next: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  const safe = toSafeNextPath(next);
  if (safe !== '/') params.set('next', safe);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Reads `next` from Next's searchParams object (a string, a list, or missing). */
export function readNextParam(value: string | string[] | undefined): string {
  return toSafeNextPath(Array.isArray(value) ? value[0] : value);
}
