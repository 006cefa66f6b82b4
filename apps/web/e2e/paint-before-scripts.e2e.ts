/**
 * Pages paint before the framework's scripts load (server/scripts-after-paint.ts): in the real browser, every
 * chunk of Next is requested after the page's first contentful paint, and the page still hydrates and answers
 * clicks. The event page is asked twice: the first answer makes the page the website keeps, the second is sent
 * from memory.
 */

import { findUpcomingEvent } from './support/events';
import { expect, test } from './support/test';

interface Timings {
  firstContentfulPaint: number | null;
  chunkStarts: number[];
}

test('pages paint first, then load their scripts and hydrate', async ({ page, request }) => {
  const event = await findUpcomingEvent(request);
  for (const path of ['/', '/boston-ma', `/event/${event.slug}`, `/event/${event.slug}`, '/search?q=music']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const html = await response!.text();
    const scriptTags = html.match(/<script src="\/_next\/static\/[^"]+" (?:async|nonce)/g) ?? [];
    expect(scriptTags.length, `${path}: no chunk written as a script tag`).toBe(0);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    const timings = await page.evaluate(
      (): Timings => ({
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        chunkStarts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/_next\/static\/.+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }),
    );
    expect(timings.firstContentfulPaint, path).not.toBeNull();
    expect(timings.chunkStarts.length, `${path}: chunks loaded`).toBeGreaterThan(0);
    for (const start of timings.chunkStarts) {
      expect(start, `${path}: a chunk requested before the first paint`).toBeGreaterThanOrEqual(
        timings.firstContentfulPaint!,
      );
    }
  }

  // Hydrated: a client-side control answers (the location switcher opens its menu).
  await page.goto('/');
  const switcher = page.getByRole('button', { name: /Location: Boston/ });
  await switcher.click();
  await expect(switcher).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Washington DC' })).toBeVisible();
});

test('the chunks a page starts with carry the compile hint (server/compile-hints.ts)', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  const chunks = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /^\/_next\/static\/chunks\/.+\.js$/.test(path)),
  );
  expect(chunks.length).toBeGreaterThan(3);
  for (const chunk of chunks) {
    const source = await (await request.get(chunk)).text();
    expect(source.startsWith('//# allFunctionsCalledOnLoad\n'), chunk).toBe(true);
  }
});
