/**
 * Screenshots of whole screens into test-results/web-screenshots, kept to be looked at (not compared).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

export const screenshotDir = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test-results/web-screenshots',
);

/**
 * How much taller than the viewport the shown screen's vertical scroll area is (0 when it all fits). Screens
 * under it (other tabs, the stack below) stay laid out but aria-hidden: they do not count.
 */
function hiddenScrollHeight(page: Page): Promise<number> {
  return page.evaluate(() => {
    let most = 0;
    for (const element of Array.from(document.querySelectorAll('div'))) {
      if (element.scrollHeight <= element.clientHeight + 1 || !element.checkVisibility()) continue;
      if (element.closest('[aria-hidden="true"]')) continue;
      if (!/auto|scroll/.test(getComputedStyle(element).overflowY)) continue;
      most = Math.max(most, element.scrollHeight - element.clientHeight);
    }
    return most;
  });
}

function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * A react-native-web page never scrolls its body (each screen scrolls inside), so Playwright's full-page
 * screenshot would stop at the viewport: the viewport is made as tall as the screen's content for the picture,
 * once its images have loaded.
 */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('the page has no viewport');
  const extra = await hiddenScrollHeight(page);
  if (extra > 0) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height + extra });
    await nextFrames(page);
  }
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() =>
    Array.from(document.images).every(
      (image) => !image.checkVisibility() || (image.complete && image.naturalWidth > 0),
    ),
  );
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
  if (extra > 0) await page.setViewportSize(viewport);
}

/**
 * A page of the website: it scrolls its body, so Playwright's full-page screenshot takes it all; images below the
 * fold load only when scrolled to and are left as they are.
 */
export async function saveWebsiteScreenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}
