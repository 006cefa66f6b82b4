/**
 * Signed uploads (spec §7 GET /api/v1/app/media-signature): the API signs the upload parameters for the signed-in
 * caller, the client posts the file with them to POST /api/v1/media/upload, which checks the signature before it
 * accepts anything. A signature is good for one upload, by the user it was issued to, within ten minutes.
 *
 * The signed string is the parameters sorted by name, as `name=value` joined by '&', with no secret in it:
 *   `nonce=Q2x…&timestamp=1795186800&transformation=c_limit,w_2048,h_2048&type=image&user=4beb…`
 * The caller's user id is part of it without being sent (the upload route reads it from the session), so a
 * signature is worth nothing to anyone else. The nonce is random per signature and travels inside it: the
 * `signature` field is `{nonce}.{hmac}`, the HMAC being HMAC-SHA256 of that string keyed with MEDIA_API_SECRET,
 * in lower-case hex. Clients pass the field back as they got it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MediaResourceType } from '@happenings/domain/schemas';

/** The eager transformation the client asks for with its upload, per resource type (largest rendition served). */
export const EAGER_TRANSFORMATIONS: Record<MediaResourceType, string> = {
  image: 'c_limit,w_2048,h_2048',
  // Videos are stored and served as uploaded (no transcoding); the client sizes its player with this.
  video: 'c_limit,w_1920,h_1920',
};

/**
 * A signature is good for ten minutes from its timestamp (clients ask for one right before each upload; the
 * upload counts from when its request arrived, however long the file takes), and tolerates clocks up to 5 minutes
 * ahead of ours.
 */
export const SIGNATURE_MAX_AGE_SECONDS = 10 * 60;
export const SIGNATURE_MAX_SKEW_SECONDS = 5 * 60;

/** How long a used nonce must be remembered: past the end of any signature that carries it. */
export const USED_NONCE_MEMORY_MS = (SIGNATURE_MAX_AGE_SECONDS + SIGNATURE_MAX_SKEW_SECONDS) * 1000;

export interface SignedParams {
  timestamp: number;
  transformation: string;
  type: MediaResourceType;
  /** The signed-in user the signature is for. */
  userId: string;
}

const NONCE_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const HMAC_PATTERN = /^[0-9a-f]{64}$/;

/** The exact string that is signed (see the file comment). */
export function toStringToSign(params: SignedParams, nonce: string): string {
  const entries: [string, string][] = [
    ['nonce', nonce],
    ['timestamp', String(params.timestamp)],
    ['transformation', params.transformation],
    ['type', params.type],
    ['user', params.userId],
  ];
  return entries
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function hmacOf(params: SignedParams, nonce: string, apiSecret: string): string {
  return createHmac('sha256', apiSecret).update(toStringToSign(params, nonce)).digest('hex');
}

/** A new signature for one upload: `{nonce}.{hmac}` with a fresh 128-bit nonce. */
export function signUploadParams(params: SignedParams, apiSecret: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${hmacOf(params, nonce, apiSecret)}`;
}

/**
 * The signature's nonce when it was issued by us for exactly these parameters and this user, else null.
 * Timing-safe: the comparison takes as long whatever prefix of the HMAC is right.
 */
export function verifySignature(params: SignedParams, signature: string, apiSecret: string): string | null {
  const [nonce = '', hmac = '', ...rest] = signature.split('.');
  const given = hmac.toLowerCase();
  if (rest.length > 0 || !NONCE_PATTERN.test(nonce) || !HMAC_PATTERN.test(given)) return null;
  const expected = Buffer.from(hmacOf(params, nonce, apiSecret), 'utf8');
  return timingSafeEqual(Buffer.from(given, 'utf8'), expected) ? nonce : null;
}

/** True when the signature's timestamp (seconds) is too old, or too far ahead, at `nowMs`. */
export function isSignatureExpired(timestampSeconds: number, nowMs: number): boolean {
  const ageSeconds = nowMs / 1000 - timestampSeconds;
  return ageSeconds > SIGNATURE_MAX_AGE_SECONDS || ageSeconds < -SIGNATURE_MAX_SKEW_SECONDS;
}
