/**
 * Outside production nobody types a secret: each signing secret the environment does not give is generated once
 * (32 random bytes) and kept in the data folder, one file per secret readable by its owner only
 * (HAPPENINGS_DATA_DIR/secrets/AUTH_SECRET), so sessions and mailed links survive a restart. `npm start`
 * (scripts/start.mjs) reads the same files to hand AUTH_SECRET to the website, which signs session cookies with it.
 * Production never comes here: env.ts refuses to start without the operator's own values (docs/security.md#secrets).
 *
 * Only node: modules here: scripts/start.mjs imports this file as it is, Node stripping the types.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The secrets the API signs with: AUTH_SECRET (sessions, mailed links, challenges), MEDIA_API_SECRET (uploads). */
export const SIGNING_SECRETS = ['AUTH_SECRET', 'MEDIA_API_SECRET'] as const;
export type SigningSecretName = (typeof SIGNING_SECRETS)[number];

/** Shortest secret production accepts: 32 random bytes written out take 43 (base64url) or 44 (base64). */
export const SECRET_MIN_LENGTH = 32;

/** 32 random bytes as base64url (43 characters). */
export function generateSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function developmentSecretFile(dataDir: string, name: SigningSecretName): string {
  return path.join(dataDir, 'secrets', name);
}

/**
 * The secrets kept under `dataDir` for `names`, each created on first use. Processes starting together (the API
 * and `npm start`) get the same values: whichever creates a file first wins, and the others read it.
 */
export function readOrCreateDevelopmentSecrets(
  dataDir: string,
  names: readonly SigningSecretName[] = SIGNING_SECRETS,
): Partial<Record<SigningSecretName, string>> {
  return Object.fromEntries(names.map((name) => [name, readOrCreateDevelopmentSecret(dataDir, name)]));
}

function readOrCreateDevelopmentSecret(dataDir: string, name: SigningSecretName): string {
  const file = developmentSecretFile(dataDir, name);
  const existing = readSecretFile(file);
  if (existing !== null) return existing;
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // Written whole under a name of its own, then linked into place: the link fails when another process got there
  // first (its secret stands), and nobody ever reads half a file.
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, `${generateSecret()}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  const created = readSecretFile(file);
  if (created === null) throw new Error(`${file} vanished as it was created`);
  return created;
}

function readSecretFile(file: string): string | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < SECRET_MIN_LENGTH) {
    throw new Error(
      `${file} holds no secret of ${SECRET_MIN_LENGTH} characters or more: delete it and a new one is generated`,
    );
  }
  return secret;
}
