/**
 * Screenshots of a screen at phone (390 px) and desktop (1280 px) widths into test-results/screenshots, to look at
 * before a change lands (not asserted).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const screenshotDir = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test-results/screenshots',
);

export async function screenshotAtBothWidths(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(screenshotDir, `${name}-${width}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}
