import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encodeBase64Url, toCodeChallenge } from './code-challenge.ts';

describe('toCodeChallenge', () => {
  it('answers the example of RFC 7636 Appendix B', () => {
    expect(toCodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it("matches Node's SHA-256 for verifiers of every allowed length", () => {
    for (let length = 43; length <= 128; length += 17) {
      const verifier = randomBytes(96).toString('base64url').slice(0, length);
      expect(toCodeChallenge(verifier)).toBe(createHash('sha256').update(verifier).digest('base64url'));
    }
  });

  it('refuses what is not a verifier', () => {
    for (const verifier of ['', 'short', 'x'.repeat(129), `${'x'.repeat(43)} `, 'é'.repeat(43)]) {
      expect(() => toCodeChallenge(verifier)).toThrow(RangeError);
    }
  });
});

describe('encodeBase64Url', () => {
  it("matches Node's base64url for every length of tail", () => {
    for (let length = 0; length <= 7; length += 1) {
      const bytes = randomBytes(length);
      expect(encodeBase64Url(bytes)).toBe(bytes.toString('base64url'));
    }
  });
});
