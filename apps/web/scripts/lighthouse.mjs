/**
 * `npm run lighthouse` (repository root): Lighthouse 12.8.2, mobile preset, three runs per page, on /, /boston-ma,
 * /event/{slug} (a seeded upcoming event), /search and /place/{id} (that event's venue), against the production build with the API and website
 * started the way the e2e global set-up does (its code is reused; it builds the site when stale). Takes the e2e
 * lock (/tmp/happenings-e2e.lock) while it runs, since it shares apps/web/.next with the browser tests.
 *
 * Prints the median score of each category per page and writes every JSON report to
 * apps/web/test-results/lighthouse/. Runs under tsx (see the root script) to import e2e/global-setup.ts.
 * CHROME_PATH defaults to Debian's /usr/bin/chromium.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import path from 'node:path';
import { webDir } from './build-freshness.mjs';

const LOCK = '/tmp/happenings-e2e.lock';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const outDir = path.join(webDir, 'test-results/lighthouse');
const lighthouseCli = path.join(
  path.dirname(new URL(import.meta.resolve('lighthouse/package.json')).pathname),
  'cli/index.js',
);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function takeLock() {
  for (let waited = 0; ; waited += 30) {
    try {
      mkdirSync(LOCK);
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (waited % 150 === 0) console.log(`[lighthouse] ${LOCK} is taken (another run); waiting…`);
      await sleep(30_000);
    }
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function runLighthouse(url, outputPath) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        lighthouseCli,
        url,
        '--output=json',
        `--output-path=${outputPath}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        '--quiet',
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse exited with ${code} on ${url}`)),
    );
  });
}

async function findUpcomingEventSlug(apiUrl) {
  const query = new URLSearchParams({
    location: 'boston-ma',
    size: '40',
    hide: 'past,canceled,postponed,rescheduled',
  });
  const response = await fetch(`${apiUrl}/api/v1/events?${query}`);
  if (!response.ok) throw new Error(`events answered ${response.status}`);
  const { items } = await response.json();
  const withImage = items.find(({ experience }) => experience.media?.length > 0) ?? items[0];
  if (!withImage) throw new Error('no upcoming seeded event');
  return withImage.experience.slug;
}

async function findPlaceId(apiUrl, slug) {
  const response = await fetch(`${apiUrl}/api/v1/experiences/slug/${slug}`);
  if (!response.ok) throw new Error(`the event answered ${response.status}`);
  const { where } = await response.json();
  if (!where?.placeId) throw new Error(`the event ${slug} names no place`);
  return where.placeId;
}

async function main() {
  await takeLock();
  let stop = async () => {};
  try {
    // The configuration a fresh `npm start` has: no base map (the browser tests draw theirs over local tiles).
    process.env.E2E_BASE_MAP = 'none';
    const { default: globalSetup } = await import('../e2e/global-setup.ts');
    stop = await globalSetup();
    const baseUrl = process.env.E2E_BASE_URL;
    const slug = await findUpcomingEventSlug(process.env.E2E_API_URL);
    const placeId = await findPlaceId(process.env.E2E_API_URL, slug);
    const pages = ['/', '/boston-ma', `/event/${slug}`, '/search', `/place/${placeId}`];
    mkdirSync(outDir, { recursive: true });

    // One warm-up request per page so the first run does not measure server start-up.
    for (const page of pages) await fetch(`${baseUrl}${page}`).catch(() => {});

    const rows = [];
    for (const page of pages) {
      const scores = Object.fromEntries(CATEGORIES.map((category) => [category, []]));
      const name = page === '/' ? 'home' : page.slice(1).replace(/[^a-z0-9]+/gi, '-');
      for (let run = 1; run <= RUNS; run += 1) {
        const outputPath = path.join(outDir, `${name}-run${run}.json`);
        console.log(`[lighthouse] ${page} run ${run}/${RUNS}`);
        await runLighthouse(`${baseUrl}${page}`, outputPath);
        const report = JSON.parse(readFileSync(outputPath, 'utf8'));
        for (const category of CATEGORIES)
          scores[category].push(Math.round((report.categories[category]?.score ?? 0) * 100));
      }
      rows.push({
        page,
        ...Object.fromEntries(CATEGORIES.map((category) => [category, median(scores[category])])),
      });
    }

    const header = ['page', ...CATEGORIES];
    const widths = header.map((column) =>
      Math.max(column.length, ...rows.map((row) => String(row[column]).length)),
    );
    const line = (cells) => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
    console.log(
      `\nLighthouse ${RUNS}-run medians (mobile), reports in ${path.relative(process.cwd(), outDir)}/\n`,
    );
    console.log(line(header));
    console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
    for (const row of rows) console.log(line(header.map((column) => row[column])));
  } finally {
    await stop().catch(() => {});
    rmdirSync(LOCK);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
