/**
 * The browser's half of the invisible verification challenge of phone sign-in (spec §5; the API side is
 * apps/api/src/features/auth/phone-challenge.ts): find a nonce such that SHA-256(`${challenge}:${nonce}`) starts
 * with `difficulty` zero bits, using WebCrypto in batches so it takes a fraction of a second without blocking the
 * page. The result goes in the `X-Phone-Challenge` header as `${challenge}:${nonce}`.
 */

const BATCH = 256;
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

export async function solvePhoneChallenge(
  challenge: string,
  difficulty: number,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<string> {
  for (let start = 0; ; start += BATCH) {
    const digests = await Promise.all(
      Array.from({ length: BATCH }, (_, offset) =>
        subtle.digest('SHA-256', encoder.encode(`${challenge}:${start + offset}`)),
      ),
    );
    const found = digests.findIndex((digest) => leadingZeroBits(new Uint8Array(digest)) >= difficulty);
    if (found >= 0) return String(start + found);
  }
}
