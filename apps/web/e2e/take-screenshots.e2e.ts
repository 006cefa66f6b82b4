/**
 * Screenshots to look at before a change lands (not asserted): home at phone and desktop widths.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from './support/test';

const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../test-results/screenshots');

for (const width of [390, 1280]) {
  test(`screenshot of / at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(screenshotDir, `home-${width}.png`), fullPage: true });
  });
}
