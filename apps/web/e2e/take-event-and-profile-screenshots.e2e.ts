/**
 * Screenshots to look at before a change lands (not asserted): the event page and a profile at phone and
 * desktop widths.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findUpcomingEvent } from './support/events';
import { signInBrowser, signUpWithUsername } from './support/people';
import { type Page, test } from './support/test';

/** Scrolls to the bottom and back so lazy pictures load, then waits for them and the fonts. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
    await Promise.all(
      Array.from(document.images, (image) =>
        image.complete
          ? null
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
              setTimeout(resolve, 5000);
            }),
      ),
    );
    await document.fonts.ready;
  });
  await page.waitForTimeout(300);
}

const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../test-results/screenshots');

for (const width of [390, 1280]) {
  test(`screenshot of /event/{slug} and /u/{username} at ${width} px`, async ({ page, request, baseURL }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    const event = await findUpcomingEvent(request, 2);
    await page.goto(`/event/${event.slug}`);
    await settle(page);
    await page.screenshot({ path: path.join(screenshotDir, `event-${width}.png`), fullPage: true });

    const me = await signUpWithUsername(request, baseURL!);
    await signInBrowser(page.context(), me.token);
    await page.goto(`/event/${event.slug}`);
    await page.getByRole('button', { name: /Interested/ }).click();
    await page.goto('/u/demo');
    await settle(page);
    await page.screenshot({ path: path.join(screenshotDir, `profile-${width}.png`), fullPage: true });
  });
}
