/**
 * RFC 7636 (PKCE), method S256, for the app's Google and Apple sign-in (apps/api features/auth/app-sign-in-state.ts):
 * the app keeps a random code verifier and sends its challenge when it starts, then proves the start was its own
 * by sending the verifier with the code. In plain TypeScript (sha256.ts): React Native's engine has no Web Crypto.
 */
import { sha256 } from './sha256.ts';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
export const CODE_VERIFIER_PATTERN = /^[A-Za-z0-9._~-]{43,128}$/;

/** base64url without padding (RFC 4648 §5). */
export function encodeBase64Url(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const chunk = ((bytes[index] ?? 0) << 16) | ((bytes[index + 1] ?? 0) << 8) | (bytes[index + 2] ?? 0);
    const characters = Math.min(4, Math.ceil(((bytes.length - index) * 8) / 6));
    for (let position = 0; position < characters; position += 1) {
      text += BASE64URL[(chunk >> (18 - 6 * position)) & 63];
    }
  }
  return text;
}

/** The S256 challenge of a verifier: BASE64URL(SHA256(ASCII(verifier))) (RFC 7636 §4.2). */
export function toCodeChallenge(verifier: string): string {
  if (!CODE_VERIFIER_PATTERN.test(verifier)) throw new RangeError('Not an RFC 7636 code verifier.');
  return encodeBase64Url(sha256(Uint8Array.from(verifier, (character) => character.charCodeAt(0))));
}
