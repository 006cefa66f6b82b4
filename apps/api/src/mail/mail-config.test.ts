import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../env.ts';

const pem = (key: ReturnType<typeof generateKeyPairSync>['privateKey']) =>
  key.export({ type: 'pkcs8', format: 'pem' }).toString();
const rsa2048 = pem(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey);
const dkim = (privateKey: string, extra: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'test',
    DKIM_DOMAIN: 'happenings.example',
    DKIM_SELECTOR: 'mail2026',
    DKIM_PRIVATE_KEY: privateKey,
    ...extra,
  });

describe('DKIM settings (read at start-up)', () => {
  it('takes an RSA or Ed25519 PEM key, with \\n escapes as an env file writes them', () => {
    expect(dkim(rsa2048.replace(/\n/g, '\\n')).mail.dkim).toEqual({
      domainName: 'happenings.example',
      keySelector: 'mail2026',
      privateKey: rsa2048.trim(),
    });
    const ed25519 = pem(generateKeyPairSync('ed25519').privateKey);
    expect(dkim(ed25519).mail.dkim?.privateKey).toBe(ed25519.trim());
    expect(loadConfig({ NODE_ENV: 'test' }).mail.dkim).toBeUndefined();
  });

  it.each([
    ['a malformed key', 'not a key at all', /DKIM_PRIVATE_KEY: not a PEM private key/],
    ['a truncated key', rsa2048.slice(0, 200), /DKIM_PRIVATE_KEY: not a PEM private key/],
    [
      'an RSA key under 1024 bits',
      pem(generateKeyPairSync('rsa', { modulusLength: 512 }).privateKey),
      /DKIM_PRIVATE_KEY: an RSA key of 512 bits/,
    ],
    [
      'an EC key',
      pem(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey),
      /DKIM_PRIVATE_KEY: a ec key/,
    ],
  ])('refuses %s, naming the variable', (_what, key, message) => {
    expect(() => dkim(key)).toThrow(message);
  });

  it('refuses part of the settings and a selector or domain that is not a DNS name', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', DKIM_DOMAIN: 'happenings.example' })).toThrow(/go together/);
    expect(() => dkim(rsa2048, { DKIM_SELECTOR: 'bad selector' })).toThrow(/DKIM_SELECTOR/);
    expect(() => dkim(rsa2048, { DKIM_DOMAIN: 'not a domain' })).toThrow(/DKIM_DOMAIN/);
  });

  it('defaults the mailto unsubscribe mailbox and the Message-ID domain to MAIL_FROM’s domain', () => {
    const config = loadConfig({ NODE_ENV: 'test', MAIL_FROM: 'Happenings <news@Mail.Happenings.Example>' });
    expect(config.mail.unsubscribeAddress).toBe('unsubscribe@mail.happenings.example');
    expect(config.mail.messageIdDomain).toBe('mail.happenings.example');
    expect(() => loadConfig({ NODE_ENV: 'test', MAIL_FEEDBACK_SECRET: 'short' })).toThrow(
      /MAIL_FEEDBACK_SECRET/,
    );
  });
});
