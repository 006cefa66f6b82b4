import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leadingZeroBits, solvePhoneChallenge } from './phone-challenge-solver.ts';

const challenge = '1763800000000.12.abc.signature';
const bitsOf = (nonce: string) =>
  leadingZeroBits(createHash('sha256').update(`${challenge}:${nonce}`).digest());

describe('leadingZeroBits', () => {
  it('counts zero bits across bytes', () => {
    expect(leadingZeroBits(new Uint8Array([0, 0x0f, 0xff]))).toBe(12);
    expect(leadingZeroBits(new Uint8Array([0x80]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
  });
});

describe('solvePhoneChallenge', () => {
  it('finds a nonce whose SHA-256 has the asked-for zero bits, as the API checks it', async () => {
    const nonce = await solvePhoneChallenge(challenge, 12);
    expect(bitsOf(nonce)).toBeGreaterThanOrEqual(12);
  });

  it('finds the same first nonce without WebCrypto (the app on a phone)', async () => {
    const withWebCrypto = await solvePhoneChallenge(challenge, 12, globalThis.crypto.subtle);
    const withoutWebCrypto = await solvePhoneChallenge(challenge, 12, null);
    expect(withoutWebCrypto).toBe(withWebCrypto);
    expect(bitsOf(withoutWebCrypto)).toBeGreaterThanOrEqual(12);
  });
});
