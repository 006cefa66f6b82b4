import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPrefixedSha256, sha256 } from './sha256.ts';

const encoder = new TextEncoder();
const nodeSha256 = (bytes: Uint8Array) => new Uint8Array(createHash('sha256').update(bytes).digest());

describe('sha256', () => {
  it('matches the FIPS 180-4 example "abc"', () => {
    expect(Buffer.from(sha256(encoder.encode('abc'))).toString('hex')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('matches node:crypto for every length across the block and padding boundaries', () => {
    for (let length = 0; length <= 200; length++) {
      const bytes = Uint8Array.from({ length }, (_, index) => (index * 31 + length) % 256);
      expect(sha256(bytes)).toEqual(nodeSha256(bytes));
    }
  });
});

describe('createPrefixedSha256', () => {
  it('hashes the prefix and the suffix as one message, for prefixes longer than a block', () => {
    for (const prefixLength of [0, 1, 63, 64, 65, 81, 128, 130]) {
      const prefix = Uint8Array.from({ length: prefixLength }, (_, index) => index % 256);
      const hash = createPrefixedSha256(prefix);
      for (const suffix of ['', '0', '12345', 'x'.repeat(70)]) {
        const message = new Uint8Array([...prefix, ...encoder.encode(suffix)]);
        expect(hash(encoder.encode(suffix))).toEqual(nodeSha256(message));
      }
    }
  });
});
