import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';

const AUTH_SECRET = 'an-operators-own-auth-secret-of-44-characters';
const MEDIA_API_SECRET = 'an-operators-own-media-secret-of-45-characters';

describe('signing secrets in production', () => {
  const production = { NODE_ENV: 'production', AUTH_SECRET, MEDIA_API_SECRET };

  it('runs on the values it is given', () => {
    const config = loadConfig(production);
    expect(config.authSecret).toBe(AUTH_SECRET);
    expect(config.media.apiSecret).toBe(MEDIA_API_SECRET);
  });

  it('refuses to start without AUTH_SECRET, naming it', () => {
    expect(() => loadConfig({ ...production, AUTH_SECRET: undefined })).toThrow(
      /AUTH_SECRET: required in production/,
    );
    // An empty line in an env file is no secret either.
    expect(() => loadConfig({ ...production, AUTH_SECRET: '' })).toThrow(
      /AUTH_SECRET: required in production/,
    );
  });

  it('refuses to start without MEDIA_API_SECRET, naming it', () => {
    expect(() => loadConfig({ ...production, MEDIA_API_SECRET: undefined })).toThrow(
      /MEDIA_API_SECRET: required in production/,
    );
  });

  it('names every missing secret at once', () => {
    const error = () => loadConfig({ NODE_ENV: 'production' });
    expect(error).toThrow(/AUTH_SECRET: required.*MEDIA_API_SECRET: required/);
  });

  it.each([
    ['AUTH_SECRET', 'happenings-development-secret-change-me'],
    ['AUTH_SECRET', 'better-auth-secret-12345678901234567890'],
    ['MEDIA_API_SECRET', 'happenings-dev-media-secret'],
  ])('refuses the published default %s=%s', (name, value) => {
    expect(() => loadConfig({ ...production, [name]: value })).toThrow(
      new RegExp(`${name}: is a published default`),
    );
  });

  it.each(['AUTH_SECRET', 'MEDIA_API_SECRET'])('refuses a %s shorter than 32 characters', (name) => {
    expect(() => loadConfig({ ...production, [name]: 'x'.repeat(31) })).toThrow(
      new RegExp(`${name}: must be at least 32 characters`),
    );
    expect(loadConfig({ ...production, [name]: 'x'.repeat(32) }).env).toBe('production');
  });
});

describe('signing secrets outside production', () => {
  it('asks the data folder for the ones the environment lacks, and only those', () => {
    const asked: string[][] = [];
    const config = loadConfig(
      { NODE_ENV: 'development', HAPPENINGS_DATA_DIR: '/srv/happenings', MEDIA_API_SECRET },
      {
        developmentSecrets: (dataDir, names) => {
          asked.push([dataDir, ...names]);
          return { AUTH_SECRET: 'kept-in-the-data-folder-0123456789' };
        },
      },
    );
    expect(asked).toEqual([['/srv/happenings', 'AUTH_SECRET']]);
    expect(config.authSecret).toBe('kept-in-the-data-folder-0123456789');
    expect(config.media.apiSecret).toBe(MEDIA_API_SECRET);
  });

  it('does not ask when the environment gives them all', () => {
    const config = loadConfig(
      { NODE_ENV: 'development', AUTH_SECRET, MEDIA_API_SECRET },
      {
        developmentSecrets: () => {
          throw new Error('asked the data folder');
        },
      },
    );
    expect(config.authSecret).toBe(AUTH_SECRET);
  });

  it('without a data folder to ask, uses random secrets of its own, never a published one', () => {
    const first = loadConfig({ NODE_ENV: 'test' });
    const second = loadConfig({ NODE_ENV: 'test' });
    expect(first.authSecret).toMatch(/^[\w-]{43}$/);
    expect(first.media.apiSecret).toMatch(/^[\w-]{43}$/);
    expect(second.authSecret).not.toBe(first.authSecret);
    expect(first.media.apiSecret).not.toBe(first.authSecret);
  });
});

describe('the demo data on an empty database', () => {
  it('is loaded by default outside production only, since its accounts share a published password', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).seedOnStart).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedOnStart).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET, MEDIA_API_SECRET }).seedOnStart).toBe(false);
  });

  it('follows SEED_ON_START when it is given', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', AUTH_SECRET, MEDIA_API_SECRET, SEED_ON_START: 'true' })
        .seedOnStart,
    ).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_ON_START: 'false' }).seedOnStart).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', SEED_ON_START: '0' }).seedOnStart).toBe(false);
  });
});

describe('review of newcomers', () => {
  it("holds an untrusted account's first 3 events for an editor unless told otherwise", () => {
    expect(loadConfig({ NODE_ENV: 'development' }).reviewFirstEvents).toBe(3);
    expect(loadConfig({ NODE_ENV: 'development', REVIEW_FIRST_EVENTS: '0' }).reviewFirstEvents).toBe(0);
  });
});

describe('imports from private addresses', () => {
  it('are refused everywhere unless IMPORT_ALLOW_PRIVATE_ADDRESSES is set', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).importAllowPrivateAddresses).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', AUTH_SECRET, MEDIA_API_SECRET }).importAllowPrivateAddresses,
    ).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'test', IMPORT_ALLOW_PRIVATE_ADDRESSES: 'true' }).importAllowPrivateAddresses,
    ).toBe(true);
  });
});

describe('logs', () => {
  it('write info and up, but nothing under test unless LOG_LEVEL says so', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).log).toEqual({ level: 'info', pretty: undefined });
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET, MEDIA_API_SECRET }).log.level).toBe('info');
    expect(loadConfig({ NODE_ENV: 'test' }).log.level).toBe('silent');
    expect(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug', LOG_PRETTY: 'false' }).log).toEqual({
      level: 'debug',
      pretty: false,
    });
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});

describe('process role and shutdown', () => {
  it('serve and work jobs in one process unless PROCESS_ROLE splits them', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).role).toBe('all');
    expect(loadConfig({ NODE_ENV: 'test', PROCESS_ROLE: 'worker' }).role).toBe('worker');
    expect(loadConfig({ NODE_ENV: 'test', PROCESS_ROLE: 'api' }).role).toBe('api');
    expect(() => loadConfig({ PROCESS_ROLE: 'jobs' })).toThrow(/PROCESS_ROLE/);
  });

  it('drain for 5 s in production and not at all elsewhere, then give what is in flight 10 s', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET, MEDIA_API_SECRET };
    expect(loadConfig(production).shutdown).toEqual({ drainMs: 5_000, timeoutMs: 10_000 });
    expect(loadConfig({ NODE_ENV: 'development' }).shutdown).toEqual({ drainMs: 0, timeoutMs: 10_000 });
    expect(
      loadConfig({ ...production, SHUTDOWN_DRAIN_SECONDS: '0.5', SHUTDOWN_TIMEOUT_SECONDS: '30' }).shutdown,
    ).toEqual({ drainMs: 500, timeoutMs: 30_000 });
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '0' })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS/);
  });
});
