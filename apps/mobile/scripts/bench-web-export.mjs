#!/usr/bin/env node
/**
 * `npm run bench` (apps/mobile): what the web export costs a visitor. It exports the app cold (Metro's cache
 * cleared, so the time does not depend on earlier runs), sums its JavaScript as shipped and gzipped (level 9), then
 * serves it with a seeded API behind it (scripts/web-stack.mjs) and opens it in Chromium at 390x844, in a fresh
 * browser context each run (nothing cached): the time from navigation to first paint, and to the first card of
 * Discover on screen. Three runs, median. Fails when the JavaScript is over its budget.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { distDir, exportWeb, mobileDir } from './web-export.mjs';
import { startWebStack } from './web-stack.mjs';

/** The budget for the export's JavaScript, gzipped: 1.5 MB (decimal, the stricter reading). */
const JS_GZIP_BUDGET = 1_500_000;
const RUNS = 3;
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function javascriptFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function measureJavascript() {
  const files = javascriptFiles(distDir);
  let bytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const content = readFileSync(file);
    bytes += content.length;
    gzipBytes += gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length;
  }
  return { files: files.length, bytes, gzipBytes };
}

/**
 * Runs in the page before its scripts: notes when the first Discover card is laid out, at the next frame (when
 * it is painted). performance.now() counts from the start of the navigation.
 */
function watchFirstCard() {
  const isShown = () => {
    const card = document.querySelector('[data-testid^="experience-"]');
    return card !== null && card.getBoundingClientRect().height > 0;
  };
  new MutationObserver((_, observer) => {
    if (!isShown()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.__firstCardMs = performance.now();
    });
  }).observe(document, { childList: true, subtree: true });
}

async function openOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchFirstCard);
    await page.goto(url);
    await page.waitForFunction(() => window.__firstCardMs !== undefined, null, { timeout: 60_000 });
    return await page.evaluate(() => ({
      firstCardMs: window.__firstCardMs,
      firstPaintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    }));
  } finally {
    await context.close();
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function measureFirstScreen() {
  const stack = await startWebStack({ logFile: path.join(mobileDir, 'test-results/bench/api.log') });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    // Not measured: the API answers its first Discover query from a cold database and cache; the runs measure
    // the page, so they start from a warm API.
    await openOnce(browser, stack.url);
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await openOnce(browser, stack.url));
    return runs;
  } finally {
    await browser.close();
    await stack.stop();
  }
}

function printTable(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows)
    console.info(
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    );
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value) => `${Math.round(value)} ms`;

console.info('[bench] exporting the app for the web (cold)…');
const exportMs = exportWeb({ clear: true });
const js = measureJavascript();
console.info('[bench] opening the export in Chromium…');
const runs = await measureFirstScreen();
const firstCard = runs.map((run) => run.firstCardMs);
const firstPaint = runs.map((run) => run.firstPaintMs);
const overBudget = js.gzipBytes > JS_GZIP_BUDGET;

printTable([
  ['measure', 'value', 'ratio / runs'],
  ['export time (cold)', ms(exportMs), ''],
  [`JS (${js.files} file${js.files === 1 ? '' : 's'})`, kb(js.bytes), ''],
  [
    'JS gzip -9',
    kb(js.gzipBytes),
    `${(js.gzipBytes / JS_GZIP_BUDGET).toFixed(2)} of the ${kb(JS_GZIP_BUDGET)} budget`,
  ],
  [`first paint, median of ${RUNS}`, ms(median(firstPaint)), firstPaint.map(ms).join(' / ')],
  [
    `first Discover card, median of ${RUNS}`,
    ms(median(firstCard)),
    `${(median(firstCard) / median(firstPaint)).toFixed(2)}× first paint; ${firstCard.map(ms).join(' / ')}`,
  ],
]);

if (overBudget) {
  console.error(
    `[bench] the JavaScript is ${kb(js.gzipBytes)} gzipped, over its ${kb(JS_GZIP_BUDGET)} budget`,
  );
  process.exit(1);
}
