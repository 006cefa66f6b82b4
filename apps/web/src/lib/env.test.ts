import { describe, expect, it } from 'vitest';
import { readSecretProblems } from './env';

describe('readSecretProblems', () => {
  const production = { NODE_ENV: 'production' };

  it('accepts production without AUTH_SECRET (it is optional) or with a long random one', () => {
    expect(readSecretProblems(production)).toEqual([]);
    expect(
      readSecretProblems({ ...production, AUTH_SECRET: 'Zm9yLXRoZS1hcGktYW5kLXRoZS13ZWJzaXRlLTAx' }),
    ).toEqual([]);
  });

  it.each(['happenings-development-secret-change-me', 'better-auth-secret-12345678901234567890'])(
    'refuses the published AUTH_SECRET %s in production, naming it',
    (value) => {
      expect(readSecretProblems({ ...production, AUTH_SECRET: value })).toEqual([
        expect.stringMatching(/^AUTH_SECRET: is a published default/),
      ]);
    },
  );

  it('refuses an AUTH_SECRET shorter than 32 characters in production', () => {
    expect(readSecretProblems({ ...production, AUTH_SECRET: 'x'.repeat(31) })).toEqual([
      expect.stringMatching(/^AUTH_SECRET: must be at least 32 characters/),
    ]);
  });

  it('leaves development alone', () => {
    expect(readSecretProblems({ NODE_ENV: 'development', AUTH_SECRET: 'short-dev-secret' })).toEqual([]);
  });
});
