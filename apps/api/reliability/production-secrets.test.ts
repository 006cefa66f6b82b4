/**
 * docs/security.md "Secrets": a production API process without signing secrets of its own does not start. It
 * exits non-zero before it listens, naming each variable to set.
 */
import { describe, expect, it } from 'vitest';
import { spawnApiProcess } from './api-process.ts';

/** The configuration is checked before anything is opened: no database is reached. */
const UNREACHED_DATABASE = 'postgres://postgres@127.0.0.1:9/unreached';

describe('a production process', () => {
  it('without AUTH_SECRET and MEDIA_API_SECRET exits non-zero, naming both', async () => {
    const api = await spawnApiProcess({
      databaseUrl: UNREACHED_DATABASE,
      env: { AUTH_SECRET: '', MEDIA_API_SECRET: '' },
    });
    const { code } = await api.exited;
    expect(code).not.toBe(0);
    expect(api.output()).toMatch(/AUTH_SECRET: required in production/);
    expect(api.output()).toMatch(/MEDIA_API_SECRET: required in production/);
    expect(api.output()).not.toMatch(/answers 503/);
  });

  it('on the secret this repository once shipped as its default exits non-zero, naming it', async () => {
    const api = await spawnApiProcess({
      databaseUrl: UNREACHED_DATABASE,
      env: { AUTH_SECRET: 'happenings-development-secret-change-me' },
    });
    const { code } = await api.exited;
    expect(code).not.toBe(0);
    expect(api.output()).toMatch(/AUTH_SECRET: is a published default/);
  });
});
