/**
 * The website beside the app (its origin in MOBILE_WEB_WEBSITE_URL), opened at a desktop's width in a browser
 * context of its own, signed in through its own e-mail sign-in page.
 */
import { type Browser, expect, type Page } from '@playwright/test';
import { PASSWORD, type WebPerson } from './accounts.ts';

export function websiteUrl(): string {
  const url = process.env.MOBILE_WEB_WEBSITE_URL;
  if (!url) throw new Error('MOBILE_WEB_WEBSITE_URL is not set: the global set-up starts the website');
  return url;
}

/**
 * The website's pages load their scripts after their first paint: typing or clicking before React has taken the
 * document over (`data-hydrated` on `<html>`) is lost, a person's as a test's.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}

export async function openOnWebsite(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

export async function reloadWebsite(page: Page): Promise<void> {
  await page.reload();
  await hydrated(page);
}

export async function openWebsiteAs(browser: Browser, person: WebPerson): Promise<Page> {
  const context = await browser.newContext({
    baseURL: websiteUrl(),
    viewport: { width: 1280, height: 900 },
    isMobile: false,
    hasTouch: false,
  });
  const page = await context.newPage();
  await openOnWebsite(page, '/login/email');
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signed in, the website passes by /auth/loading to where the person was going (a newcomer's onboarding).
  await page.waitForURL((url) => !/^\/(login|auth)\//.test(url.pathname));
  await hydrated(page);
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  return page;
}
