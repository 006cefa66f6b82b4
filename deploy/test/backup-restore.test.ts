/**
 * docs/operations.md "Backups", done as the guide says: pg_dump of a seeded database in PostgreSQL's custom format
 * and a copy of the media folder, then pg_restore into an empty database and the folder put back on another host
 * (here another data folder). An API process on the restored copy answers the same event and the same image bytes,
 * and the website rendering from it shows the same event page (title and structured data).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, startApiProcess } from '../../apps/api/reliability/api-process.ts';
import { findFreePort } from '../../apps/api/reliability/free-port.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../apps/api/reliability/scratch-database.ts';
import { startWebsite, type WebsiteProcess } from './website-process.ts';

const SERVER_URL = process.env.RELIABILITY_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PUBLIC_URL = 'https://happenings.test';

let dir: string;
let original: ScratchDatabase;
/** The empty database the dump is restored into (created here: the scratch helper would migrate it). */
let restoredUrl: string;
let restoredName: string;
const processes: ApiProcess[] = [];
const websites: WebsiteProcess[] = [];

const psql = (sql: string) =>
  execFileSync('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', SERVER_URL, '-c', sql]);

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'happenings-backup-'));
  original = await createScratchDatabase();
  restoredName = `${original.name}_restored`;
  const url = new URL(SERVER_URL);
  url.pathname = `/${restoredName}`;
  restoredUrl = url.toString();
});

afterAll(async () => {
  for (const website of websites) await website.kill('SIGKILL');
  for (const api of processes) await api.kill('SIGKILL');
  await original?.drop();
  if (restoredName) psql(`DROP DATABASE IF EXISTS "${restoredName}" WITH (FORCE)`);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The event's JSON and the bytes of its first image's delivery URL, as a visitor of that process gets them. */
async function readEvent(api: ApiProcess, slug: string) {
  const response = await api.request(`/api/v1/experiences/slug/${slug}`);
  expect(response.status).toBe(200);
  const event: unknown = await response.json();
  const imageUrl = JSON.stringify(event).match(/https:\/\/happenings\.test(\/media\/[^"]+)/)?.[1];
  const image = imageUrl ? Buffer.from(await (await api.request(imageUrl)).arrayBuffer()) : null;
  return { event, imageUrl, image };
}

/**
 * The event's page as the website renders it from `api`: its title and its structured data (schema.org Event,
 * JSON-LD), the parts that come from the database, without the per-view nonces and ids.
 */
async function readEventPage(api: ApiProcess, slug: string) {
  const website = startWebsite({
    port: await findFreePort(),
    env: { API_URL: api.baseUrl, SITE_URL: PUBLIC_URL },
  });
  websites.push(website);
  await website.ready();
  const response = await fetch(`${website.url}/event/${slug}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  await website.kill('SIGKILL');
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const data = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1],
  );
  expect(title).toBeTruthy();
  expect(data.length).toBeGreaterThan(0);
  return { title, data };
}

describe('backup and restore', () => {
  it('serves the same event from a pg_restore of a pg_dump and a copy of the media folder', async () => {
    const dataDir = path.join(dir, 'data');
    mkdirSync(dataDir);
    const env = { PUBLIC_URL, HAPPENINGS_DATA_DIR: dataDir, SHUTDOWN_DRAIN_SECONDS: '0' };
    const seeded = await startApiProcess({
      databaseUrl: original.url,
      env: { ...env, SEED_ON_START: 'true', SEED_SIZE: 'test' },
    });
    processes.push(seeded);
    // A published event with an image, so that the media folder's restore is checked too.
    const { rows } = await original.database.pool.query<{ slug: string }>(
      "SELECT slug FROM experiences WHERE publish_state = 'PUBLISHED' ORDER BY slug LIMIT 40",
    );
    let slug = '';
    let before: Awaited<ReturnType<typeof readEvent>> | undefined;
    for (const row of rows) {
      before = await readEvent(seeded, row.slug);
      slug = row.slug;
      if (before.image) break;
    }
    expect(before?.image?.length).toBeGreaterThan(0);
    const pageBefore = await readEventPage(seeded, slug);

    // The backup: the database while the API runs (pg_dump reads one consistent snapshot), and the media folder.
    const dump = path.join(dir, 'happenings.dump');
    execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, original.url]);
    const mediaCopy = path.join(dir, 'media-backup');
    cpSync(path.join(dataDir, 'media'), mediaCopy, { recursive: true });
    await seeded.kill('SIGTERM');

    // The restore: an empty database, the dump, the media folder in a new data folder.
    psql(`CREATE DATABASE "${restoredName}"`);
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restoredUrl}`, dump]);
    const restoredData = path.join(dir, 'restored-data');
    cpSync(mediaCopy, path.join(restoredData, 'media'), { recursive: true });
    const restored = await startApiProcess({
      databaseUrl: restoredUrl,
      env: { ...env, HAPPENINGS_DATA_DIR: restoredData, SEED_ON_START: 'true', SEED_SIZE: 'test' },
    });
    processes.push(restored);
    const after = await readEvent(restored, slug);
    const pageAfter = await readEventPage(restored, slug);

    expect(after.event).toEqual(before?.event);
    expect(after.imageUrl).toBe(before?.imageUrl);
    expect(after.image?.equals(before!.image!)).toBe(true);
    expect(pageAfter).toEqual(pageBefore);
    // Restored, not re-seeded: the accounts and events are the dump's, one of each id.
    const count = async (url: string) =>
      execFileSync('psql', ['-X', '-At', '-d', url, '-c', 'SELECT count(*) FROM experiences'])
        .toString()
        .trim();
    expect(await count(restoredUrl)).toBe(await count(original.url));
  });
});
