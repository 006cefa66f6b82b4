import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { developmentSecretFile, readOrCreateDevelopmentSecrets } from './development-secrets.ts';
import { loadConfig } from './env.ts';

const folders: string[] = [];
function dataFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'happenings-secrets-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** What the server does at start-up (server.ts). */
const startWith = (env: Record<string, string>) =>
  loadConfig(env, { developmentSecrets: readOrCreateDevelopmentSecrets });

describe('readOrCreateDevelopmentSecrets', () => {
  it('generates each secret once, readable by its owner only, and reads the same one on the next start', () => {
    const dataDir = dataFolder();
    const first = readOrCreateDevelopmentSecrets(dataDir);
    expect(first.AUTH_SECRET).toMatch(/^[\w-]{43}$/);
    expect(first.MEDIA_API_SECRET).toMatch(/^[\w-]{43}$/);
    expect(first.MEDIA_API_SECRET).not.toBe(first.AUTH_SECRET);

    const file = developmentSecretFile(dataDir, 'AUTH_SECRET');
    expect(file).toBe(path.join(dataDir, 'secrets', 'AUTH_SECRET'));
    expect(readFileSync(file, 'utf8').trim()).toBe(first.AUTH_SECRET);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o077).toBe(0);

    expect(readOrCreateDevelopmentSecrets(dataDir)).toEqual(first);
  });

  it('gives two data folders different secrets', () => {
    const one = readOrCreateDevelopmentSecrets(dataFolder());
    const other = readOrCreateDevelopmentSecrets(dataFolder());
    expect(other.AUTH_SECRET).not.toBe(one.AUTH_SECRET);
    expect(other.MEDIA_API_SECRET).not.toBe(one.MEDIA_API_SECRET);
  });

  it('keeps a secret already in the folder (one put there by hand, or by a process that started first)', () => {
    const dataDir = dataFolder();
    mkdirSync(path.join(dataDir, 'secrets'));
    writeFileSync(developmentSecretFile(dataDir, 'AUTH_SECRET'), 'put-there-by-hand-0123456789abcdef\n');
    expect(readOrCreateDevelopmentSecrets(dataDir, ['AUTH_SECRET'])).toEqual({
      AUTH_SECRET: 'put-there-by-hand-0123456789abcdef',
    });
  });

  it('refuses a file that holds no real secret, naming it', () => {
    const dataDir = dataFolder();
    mkdirSync(path.join(dataDir, 'secrets'));
    const file = developmentSecretFile(dataDir, 'MEDIA_API_SECRET');
    writeFileSync(file, '\n');
    expect(() => readOrCreateDevelopmentSecrets(dataDir)).toThrow(file);
  });
});

describe('starting outside production', () => {
  it('signs with the same secrets after a restart, without anything typed', () => {
    const env = { NODE_ENV: 'development', HAPPENINGS_DATA_DIR: dataFolder() };
    const before = startWith(env);
    const after = startWith(env);
    expect(after.authSecret).toBe(before.authSecret);
    expect(after.media.apiSecret).toBe(before.media.apiSecret);
    expect(before.authSecret).not.toBe('happenings-development-secret-change-me');
  });

  it('keeps them in the data folder on a server database too', () => {
    const dataDir = dataFolder();
    const config = startWith({
      NODE_ENV: 'development',
      HAPPENINGS_DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/happenings',
    });
    expect(readFileSync(developmentSecretFile(dataDir, 'AUTH_SECRET'), 'utf8').trim()).toBe(
      config.authSecret,
    );
  });

  it('creates nothing in production, where the operator gives every secret', () => {
    const dataDir = dataFolder();
    startWith({
      NODE_ENV: 'production',
      HAPPENINGS_DATA_DIR: dataDir,
      AUTH_SECRET: 'an-operators-own-auth-secret-of-44-characters',
      MEDIA_API_SECRET: 'an-operators-own-media-secret-of-45-characters',
    });
    expect(() => statSync(path.join(dataDir, 'secrets'))).toThrow(/ENOENT/);
    expect(() => startWith({ NODE_ENV: 'production', HAPPENINGS_DATA_DIR: dataDir })).toThrow(/AUTH_SECRET/);
    expect(() => statSync(path.join(dataDir, 'secrets'))).toThrow(/ENOENT/);
  });
});
