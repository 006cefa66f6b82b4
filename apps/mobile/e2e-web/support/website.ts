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

export async function openWebsiteAs(browser: Browser, person: WebPerson): Promise<Page> {
  const context = await browser.newContext({
    baseURL: websiteUrl(),
    viewport: { width: 1280, height: 900 },
    isMobile: false,
    hasTouch: false,
  });
  const page = await context.newPage();
  await page.goto('/login/email');
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  return page;
}
