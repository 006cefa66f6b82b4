/**
 * Main-thread work of a page after its first contentful paint, until a second after React has hydrated it:
 * `node apps/web/scripts/main-thread-after-paint.mjs URL [loads=7] [cpu-slowdown=4]` against a running website.
 * Each load is a fresh phone-sized context in Debian's Chromium with the CPU slowed down, traced with the timeline
 * categories; it prints, per load, the busy time, the blocking time (each task's time beyond 50 ms, as Lighthouse
 * counts it) and the tasks over 50 ms, then the medians. A measurement to compare builds on one host, not a test.
 */
import { chromium } from '@playwright/test';

const [url, loads = '7', slowdown = '4'] = process.argv.slice(2);
if (!url) throw new Error('usage: main-thread-after-paint.mjs URL [loads] [cpu-slowdown]');
const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
const results = [];
for (let load = 0; load < Number(loads); load += 1) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(slowdown) });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.on('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'toplevel,blink.user_timing,loading,devtools.timeline',
    transferMode: 'ReportEvents',
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, {
    timeout: 30_000,
  });
  await page.waitForTimeout(1000);
  await cdp.send('Tracing.end');
  await complete;
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http'),
  );
  const tasks = events.filter(
    (event) =>
      event.ph === 'X' &&
      event.pid === navigation.pid &&
      event.tid === navigation.tid &&
      (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask') &&
      event.ts > paint.ts,
  );
  const ms = (us) => us / 1000;
  results.push({
    busy: Math.round(tasks.reduce((sum, task) => sum + ms(task.dur), 0)),
    blocking: Math.round(tasks.reduce((sum, task) => sum + Math.max(0, ms(task.dur) - 50), 0)),
    long: tasks.filter((task) => ms(task.dur) > 50).map((task) => Math.round(ms(task.dur))),
  });
  await context.close();
}
await browser.close();
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const result of results)
  console.log(
    `busy ${result.busy} ms, blocking ${result.blocking} ms, tasks over 50 ms: ${result.long.join(', ') || 'none'}`,
  );
console.log(
  `median: busy ${median(results.map((r) => r.busy))} ms, blocking ${median(results.map((r) => r.blocking))} ms`,
);
