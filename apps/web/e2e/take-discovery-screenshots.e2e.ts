/**
 * Screenshots of the discovery screens to look at (not asserted): home, a location page, DC, a see-all page and
 * the location newsletter page, at phone and desktop widths.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from './support/test';

const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../test-results/screenshots');
const pages = [
  ['discover-home', '/'],
  ['discover-boston', '/boston-ma'],
  ['discover-dc', '/washington-dc'],
  ['discover-see-all', '/trending-experiences/boston-ma'],
  ['discover-newsletter', '/boston-ma/newsletter'],
] as const;

for (const [name, url] of pages) {
  for (const width of [390, 1280]) {
    test(`screenshot of ${url} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
      await page.goto(url);
      await page.evaluate(() => document.fonts.ready);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(screenshotDir, `${name}-${width}.png`), fullPage: true });
      // What a visitor sees first.
      await page.screenshot({ path: path.join(screenshotDir, `${name}-${width}-top.png`) });
    });
  }
}
