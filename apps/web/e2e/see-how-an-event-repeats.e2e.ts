/**
 * A repeating event says how it repeats on its card and its page ("Every Friday, 8:00 PM · Next: Fri, Dec 04");
 * sharing it on a phone shows Link copied clear of the Share button, and the toast closes by itself after a tap;
 * a search is recorded by the first-party analytics (spec §9 search dimension).
 */
import { TOAST_DEFAULTS } from '@happenings/domain/constants';
import { expect, test } from './support/test';

interface Experience {
  slug: string;
  name: string;
  schedule: { text: string };
}

/** How the schedule line of a repeating event begins: its pattern of days. */
const REPEATING =
  /^(Every |(First|Second|Third|Fourth|Fifth|Last) \w+ of the month|The \d+\w\w of the month|(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[,–])/;

for (const width of [390, 1280]) {
  test(`a weekly event at ${width} px says how it repeats, and sharing it keeps the Share button clear`, async ({
    page,
    request,
    context,
    baseURL,
  }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    const answer = await request.get('/api/v1/discover/top-recurring', {
      params: { location: 'boston-ma', limit: 12 },
    });
    const items = ((await answer.json()) as { items: Experience[] }).items;
    const weekly = items.find((item) => item.schedule.text.startsWith('Every '));
    expect(weekly, 'a seeded weekly event among the Regulars').toBeDefined();

    // Its card on the see-all page of the Regulars.
    await page.goto('/top-recurring/boston-ma');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: weekly!.name }) })
      .first();
    await expect(card).toContainText(weekly!.schedule.text);
    await expect(card.getByText(REPEATING)).toBeVisible();

    // Its page, with the clock paused so the toast's five seconds are the page's, not the machine's.
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.goto(`/event/${weekly!.slug}`);
    await page.clock.pauseAt(new Date(start + 60 * 60_000));
    const schedule = page.getByTestId('schedule-text');
    await expect(schedule).toHaveText(REPEATING);
    await expect(schedule).toContainText(' · ');

    const share = page.getByRole('button', { name: 'Share' });
    await share.scrollIntoViewIfNeeded();
    await share.click();
    const toast = page.getByRole('region', { name: 'Notifications' }).getByText('Link copied');
    await expect(toast).toBeVisible();
    const [toastBox, shareBox] = [(await toast.boundingBox())!, (await share.boundingBox())!];
    const overlaps =
      toastBox.x < shareBox.x + shareBox.width &&
      shareBox.x < toastBox.x + toastBox.width &&
      toastBox.y < shareBox.y + shareBox.height &&
      shareBox.y < toastBox.y + toastBox.height;
    expect(overlaps, 'the toast covers the Share button').toBe(false);
    await page.screenshot({ path: testInfo.outputPath(`event-shared-${width}.png`) });

    // A finger resting on the toast does not hold it open: only a mouse pointer pauses its timer.
    await toast.dispatchEvent('pointerenter', { pointerType: 'touch' });
    await page.clock.runFor(TOAST_DEFAULTS.autoClose + 100);
    await expect(toast).toBeHidden();
  });
}

test('a search is recorded by the first-party analytics', async ({ page }) => {
  const recorded = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/analytics/event') && response.request().method() === 'POST',
  );
  await page.goto('/search?q=jazz');
  const response = await recorded;
  // 404 before the call existed; what it counts is checked by the API's own test.
  expect(response.status()).toBe(204);
});
