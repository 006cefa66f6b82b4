/**
 * Signed uploads (spec §7 GET /api/v1/app/media-signature): the API signs the upload parameters, the client posts
 * the file with them to POST /api/v1/media/upload, which checks the signature before it accepts anything.
 *
 * The signed string is the parameters sorted by name, as `name=value` joined by '&', with no secret in it:
 *   `timestamp=1795186800&transformation=c_limit,w_2048,h_2048&type=image`
 * and the signature is HMAC-SHA256 of that string keyed with MEDIA_API_SECRET, in lower-case hex.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MediaResourceType } from '@happenings/domain/schemas';

/** The eager transformation the client asks for with its upload, per resource type (largest rendition served). */
export const EAGER_TRANSFORMATIONS: Record<MediaResourceType, string> = {
  image: 'c_limit,w_2048,h_2048',
  // Videos are stored and served as uploaded (no transcoding); the client sizes its player with this.
  video: 'c_limit,w_1920,h_1920',
};

/** A signature is good for an hour, and tolerates clocks up to 5 minutes ahead of ours. */
export const SIGNATURE_MAX_AGE_SECONDS = 60 * 60;
export const SIGNATURE_MAX_SKEW_SECONDS = 5 * 60;

export interface SignedParams {
  timestamp: number;
  transformation: string;
  type: MediaResourceType;
}

/** The exact string that is signed (see the file comment). */
export function toStringToSign(params: SignedParams): string {
  const entries: [string, string][] = [
    ['timestamp', String(params.timestamp)],
    ['transformation', params.transformation],
    ['type', params.type],
  ];
  return entries
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

export function signUploadParams(params: SignedParams, apiSecret: string): string {
  return createHmac('sha256', apiSecret).update(toStringToSign(params)).digest('hex');
}

/** Timing-safe: the comparison takes as long whatever prefix of the signature is right. */
export function isValidSignature(params: SignedParams, signature: string, apiSecret: string): boolean {
  const expected = Buffer.from(signUploadParams(params, apiSecret), 'utf8');
  const given = Buffer.from(signature.toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** True when the signature's timestamp (seconds) is older than an hour or more than 5 minutes ahead of now. */
export function isSignatureExpired(timestampSeconds: number, nowMs: number): boolean {
  const ageSeconds = nowMs / 1000 - timestampSeconds;
  return ageSeconds > SIGNATURE_MAX_AGE_SECONDS || ageSeconds < -SIGNATURE_MAX_SKEW_SECONDS;
}
