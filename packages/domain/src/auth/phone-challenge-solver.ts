/**
 * The client's half of the invisible verification challenge of phone sign-in (spec §5; the API side is
 * apps/api/src/features/auth/phone-challenge.ts): find a nonce such that SHA-256(`${challenge}:${nonce}`) starts
 * with `difficulty` zero bits. The result goes in the `X-Phone-Challenge` header as `${challenge}:${nonce}`.
 *
 * Browsers hash with WebCrypto in batches. Where WebCrypto is missing (the app on iOS and Android, a page served
 * over plain http) the search runs on sha256.ts in slices, handing the thread back between slices so the screen
 * keeps drawing while it works.
 */
import { createPrefixedSha256 } from './sha256.ts';

/** The one WebCrypto call the solver needs (a SubtleCrypto fits). */
export interface DigestProvider {
  digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer>;
}

const WEB_CRYPTO_BATCH = 256;
const SCRIPT_SLICE = 2048;
const encoder = new TextEncoder();

export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

function defaultDigestProvider(): DigestProvider | undefined {
  return (globalThis as { crypto?: { subtle?: DigestProvider } }).crypto?.subtle;
}

/** The nonce that solves `challenge`; `subtle` null forces the plain-TypeScript search. */
export function solvePhoneChallenge(
  challenge: string,
  difficulty: number,
  subtle: DigestProvider | null = defaultDigestProvider() ?? null,
): Promise<string> {
  return subtle ? solveWithWebCrypto(challenge, difficulty, subtle) : solveWithScript(challenge, difficulty);
}

async function solveWithWebCrypto(challenge: string, difficulty: number, subtle: DigestProvider) {
  for (let start = 0; ; start += WEB_CRYPTO_BATCH) {
    const digests = await Promise.all(
      Array.from({ length: WEB_CRYPTO_BATCH }, (_, offset) =>
        subtle.digest('SHA-256', encoder.encode(`${challenge}:${start + offset}`)),
      ),
    );
    const found = digests.findIndex((digest) => leadingZeroBits(new Uint8Array(digest)) >= difficulty);
    if (found >= 0) return String(start + found);
  }
}

async function solveWithScript(challenge: string, difficulty: number): Promise<string> {
  const hash = createPrefixedSha256(encoder.encode(`${challenge}:`));
  for (let nonce = 0; ; nonce++) {
    if (leadingZeroBits(hash(encoder.encode(String(nonce)))) >= difficulty) return String(nonce);
    if (nonce % SCRIPT_SLICE === SCRIPT_SLICE - 1) await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
