/**
 * The typefaces come in two halves (src/lib/fonts.ts): a page preloads only the core half of each and paints with
 * it; the Latin-extended half is downloaded only when a character it holds is drawn, after which the text is drawn
 * with it.
 */

import { expect, test } from './support/test';

test('a page preloads the core fonts and fetches the extended half only for text that needs it', async ({
  page,
}) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fontRequests.push(new URL(request.url()).pathname);
  });
  const response = await page.goto('/about');
  // Next sends a page's font preloads as a Link header.
  const links = (await response!.headerValue('link')) ?? '';
  const preloaded = [...links.matchAll(/<([^>]+\.woff2)>; rel=preload/g)].map((match) => match[1]);
  expect(preloaded).toHaveLength(2);
  for (const href of preloaded) expect(href).toMatch(/(inter|outfit)_core/);

  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  const extendedFaces = await page.evaluate(
    () => [...document.fonts].filter((face) => face.unicodeRange.includes('U+B8-FF')).length,
  );
  expect(extendedFaces).toBe(2);
  expect(fontRequests.some((path) => /latin.ext/.test(path))).toBe(false);

  // A heading and a paragraph with accented letters, drawn in view: each family fetches its extended half.
  await page.evaluate(() => {
    const heading = document.createElement('h2');
    heading.textContent = 'Café Pamplona, Athenæum';
    const paragraph = document.createElement('p');
    paragraph.textContent = 'Crème brûlée à la carte';
    document.querySelector('main')!.prepend(heading, paragraph);
    window.scrollTo(0, 0);
  });
  await expect.poll(() => fontRequests.filter((path) => /latin.ext/.test(path)).length).toBe(2);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const family = (element: Element) => getComputedStyle(element).fontFamily.split(',')[0]!.trim();
        const main = document.querySelector('main')!;
        return (
          document.fonts.check(`700 24px ${family(main.querySelector('h2')!)}`, 'æ') &&
          document.fonts.check(`400 16px ${family(main.querySelector('p')!)}`, 'é')
        );
      }),
    )
    .toBe(true);
});
