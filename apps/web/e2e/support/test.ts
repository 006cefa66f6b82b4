/**
 * Playwright for the browser tests, with one difference: before a test acts on a page (a click, a key, typing),
 * it waits until React has taken the document over (`data-hydrated` on `<html>`, set by src/app/providers.tsx),
 * since a click before that is lost, a visitor's as a test's. The site's pages load their scripts after their first
 * paint (server/scripts-after-paint.ts), which can come after the `load` event Playwright's navigations wait for.
 * A page that is not one of Next's (about:blank, an API answer: no `__next_f`) is acted on at once.
 *
 * A full-page screenshot draws the whole page: parts the site lets the browser skip while off screen
 * (`content-visibility: auto`, the home page's lower rows) are drawn for the capture, then left to the browser again.
 *
 * Every page of every context is covered (the default one and those tests open with browser.newContext).
 */
import { type BrowserContext, test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

const HYDRATION_TIMEOUT_MS = 15_000;

/** Resolves once React has taken the page's document over (at once on a page that is not Next's). */
async function hydrated(page: Page): Promise<void> {
  if (page.isClosed()) return;
  try {
    await page.waitForFunction(
      () => !('__next_f' in window) || document.documentElement.hasAttribute('data-hydrated'),
      undefined,
      { timeout: HYDRATION_TIMEOUT_MS },
    );
  } catch (error) {
    // A page closed or navigating away meanwhile: the action itself reports what happens next.
    if (page.isClosed() || /context was destroyed|navigat/i.test(String(error))) return;
    throw new Error(`${page.url()} was not hydrated within ${HYDRATION_TIMEOUT_MS} ms`, {
      cause: error,
    });
  }
}

const LOCATOR_ACTIONS = [
  'check',
  'clear',
  'click',
  'dblclick',
  'dispatchEvent',
  'fill',
  'focus',
  'hover',
  'press',
  'pressSequentially',
  'selectOption',
  'selectText',
  'setChecked',
  'setInputFiles',
  'tap',
  'type',
  'uncheck',
] as const;

type Method = (...args: unknown[]) => Promise<unknown>;
let locatorsPatched = false;

function patchLocators(page: Page) {
  if (locatorsPatched) return;
  locatorsPatched = true;
  const prototype = Object.getPrototypeOf(page.locator('html')) as Record<string, Method> & {
    page(): Page;
  };
  for (const name of LOCATOR_ACTIONS) {
    const original = prototype[name];
    if (!original) continue;
    prototype[name] = async function (this: typeof prototype, ...args: unknown[]) {
      await hydrated(this.page());
      return original.apply(this, args);
    };
  }
}

function patchOwn<T extends object>(target: T, names: readonly string[], page: Page) {
  const methods = target as unknown as Record<string, Method>;
  for (const name of names) {
    const original = methods[name]?.bind(target);
    if (!original) continue;
    methods[name] = async (...args: unknown[]) => {
      await hydrated(page);
      return original(...args);
    };
  }
}

/** page.screenshot, with the parts skipped while off screen drawn when the whole page is captured. */
function patchScreenshot(page: Page) {
  const screenshot = page.screenshot.bind(page);
  page.screenshot = async (options) => {
    if (!options?.fullPage) return screenshot(options);
    const shown = await page.evaluate(() => {
      const skipped = [...document.querySelectorAll<HTMLElement>('body *')].filter(
        (element) => getComputedStyle(element).contentVisibility === 'auto',
      );
      for (const element of skipped) element.style.contentVisibility = 'visible';
      return skipped.length;
    });
    try {
      return await screenshot(options);
    } finally {
      if (shown > 0 && !page.isClosed()) {
        await page.evaluate(() => {
          for (const element of document.querySelectorAll<HTMLElement>('body *')) {
            if (element.style.contentVisibility === 'visible')
              element.style.removeProperty('content-visibility');
          }
        });
      }
    }
  };
}

const instrumented = new WeakSet<Page>();

function instrumentPage(page: Page) {
  if (instrumented.has(page)) return;
  instrumented.add(page);
  patchLocators(page);
  patchOwn(page.keyboard, ['down', 'insertText', 'press', 'type'], page);
  patchOwn(page.mouse, ['click', 'dblclick', 'down', 'wheel'], page);
  patchScreenshot(page);
}

function instrumentContext(context: BrowserContext) {
  context.on('page', instrumentPage);
  for (const page of context.pages()) instrumentPage(page);
}

export const test = base.extend({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const context = await newContext(...args);
        instrumentContext(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    instrumentContext(context);
    await use(context);
  },
});
