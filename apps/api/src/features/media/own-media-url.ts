/**
 * Which media addresses clients may hand back to us. Media items and pictures are rendered by the website as
 * images, heroes and og:image: an address on someone else's host would show their content under our name (and
 * let them see every reader), and a `javascript:` or `data:` address is not a picture at all. So:
 * - a media item's secure_url must be on our own media server: `${PUBLIC_URL}/media/${MEDIA_CLOUDNAME}/` (what
 *   POST /api/v1/media/upload and the seed answer), or the S3 bucket when one is configured;
 * - a profile picture (photoURL) may also be any https address (sign-in providers host them), never another
 *   scheme.
 */
import type { ApiConfig } from '../../env.ts';

interface MediaRoot {
  origin: string;
  /** Path prefix, ending in '/'. */
  path: string;
}

function toRoot(base: string): MediaRoot {
  const url = new URL(base.endsWith('/') ? base : `${base}/`);
  return { origin: url.origin, path: url.pathname };
}

/** The roots our media is served from. */
export function ownMediaRoots(config: Pick<ApiConfig, 'publicUrl' | 'media'>): MediaRoot[] {
  const roots = [toRoot(`${config.publicUrl}/media/${config.media.cloudname}`)];
  const s3 = config.media.s3;
  if (s3) roots.push(toRoot(`${s3.endpoint.replace(/\/+$/, '')}/${s3.bucket}`));
  return roots;
}

/** Parsed http(s) URL without credentials, or null. The URL parser resolves '..' and '%2e%2e' segments first. */
function parseWebUrl(text: string): URL | null {
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return url;
}

/** An http(s) address: what may be emitted as a picture at all. */
export function isWebUrl(text: string): boolean {
  return parseWebUrl(text) !== null;
}

export function isOwnMediaUrl(text: string, config: Pick<ApiConfig, 'publicUrl' | 'media'>): boolean {
  const url = parseWebUrl(text);
  if (!url) return false;
  return ownMediaRoots(config).some(
    (root) => url.origin === root.origin && url.pathname.startsWith(root.path),
  );
}

/** spec §3 photoURL as accepted on input: our own media, or any https address. */
export function isAcceptablePhotoUrl(text: string, config: Pick<ApiConfig, 'publicUrl' | 'media'>): boolean {
  return isOwnMediaUrl(text, config) || parseWebUrl(text)?.protocol === 'https:';
}
