/**
 * Signed-out event pages are rendered once and sent again (src/lib/kept-pages.ts), each response with its own
 * CSP nonce, and still show an edit, an interest and unpublishing on the next visit. Signed-in visitors get the
 * kept member page, whose personal part (account menu, host tools, their interest) the browser fills in: what one
 * member sees is never kept for anyone else.
 */

import { createPublishedEvent } from './support/events';
import { bearer, signInBrowser, signUpWithUsername } from './support/people';
import { expect, test } from './support/test';

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1] ?? '';

test('a signed-out event page is kept with a fresh nonce per response, and shows changes at once', async ({
  browser,
  request,
  baseURL,
}) => {
  const host = await signUpWithUsername(request, baseURL!);
  const fan = await signUpWithUsername(request, baseURL!);
  const event = (await createPublishedEvent(request, host.token)) as Awaited<
    ReturnType<typeof createPublishedEvent>
  > & {
    shortDescription: string;
    when: { startDate: string; endDate: string; startTime: string; endTime: string };
  };
  const path = `/event/${event.slug}`;
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });

  const first = await page.goto(path);
  expect(first?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.name);
  const again = await page.goto(path);
  expect(again?.status()).toBe(200);
  expect(again?.headers().age).toMatch(/^\d+$/);
  // Sent compressed from the bytes kept around the nonce (src/lib/spliced-gzip.ts), as Chromium accepts gzip.
  expect(again?.headers()['content-encoding']).toBe('gzip');
  const [firstNonce, againNonce] = [first, again].map((r) =>
    nonceOf(r?.headers()['content-security-policy']),
  );
  expect(againNonce).not.toBe(firstNonce);
  const html = (await again?.text()) ?? '';
  expect(html).toContain(`nonce="${againNonce}"`);
  expect(html).not.toContain(firstNonce);
  // The kept page's scripts run under the new nonce: the page is interactive.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.name);
  await expect(page.getByRole('button', { name: /Interested/ })).toBeEnabled();

  const edit = (name: string, publishState = 'PUBLISHED') =>
    request.put(`/api/v1/experiences/${event.id}`, {
      headers: bearer(host.token),
      data: {
        name,
        shortDescription: event.shortDescription,
        when: {
          startDate: event.when.startDate,
          endDate: event.when.endDate,
          startTime: event.when.startTime,
          endTime: event.when.endTime,
        },
        where: {
          name: event.where.name,
          address: event.where.address,
          city: event.where.city,
          state: event.where.state,
          lat: event.where.lat,
          lng: event.where.lng,
        },
        categories: [],
        publishState,
      },
    });
  expect((await edit(`${event.name} (moved indoors)`)).ok()).toBe(true);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${event.name} (moved indoors)`);

  expect(
    (await request.post(`/api/v1/interested/experience/${event.id}`, { headers: bearer(fan.token) })).ok(),
  ).toBe(true);
  await page.goto(path);
  await expect(page.getByTestId('interested-count')).toContainText('1');

  // Signed in, the host gets the kept member page, with their own part filled in by the browser: the account
  // menu and the host tools; a fan signed in after them, and the signed-out visitor, get neither of the host's.
  const hostContext = await browser.newContext();
  await signInBrowser(hostContext, host.token);
  const hostPage = await hostContext.newPage();
  await hostPage.goto(path);
  const own = await hostPage.goto(path);
  expect(own?.status()).toBe(200);
  expect(own?.headers().age).toMatch(/^\d+$/);
  expect((await own?.text()) ?? '').not.toContain('Edit event');
  await expect(hostPage.getByRole('link', { name: 'Edit event' })).toBeVisible();
  await expect(hostPage.getByRole('button', { name: /Account menu/ })).toBeVisible();
  await hostContext.close();
  const fanContext = await browser.newContext();
  await signInBrowser(fanContext, fan.token);
  const fanPage = await fanContext.newPage();
  expect((await fanPage.goto(path))?.headers().age).toMatch(/^\d+$/);
  await expect(fanPage.getByRole('button', { name: /Account menu/ })).toBeVisible();
  await expect(fanPage.getByRole('button', { name: /Interested/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(fanPage.getByRole('link', { name: 'Edit event' })).toHaveCount(0);
  await fanContext.close();
  await page.goto(path);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit event' })).toHaveCount(0);

  expect((await edit(`${event.name} (moved indoors)`, 'NOT_PUBLISHED')).ok()).toBe(true);
  expect((await page.goto(path))?.status()).toBe(404);
  expect(violations).toEqual([]);
  await visitor.close();
});
