/**
 * Signed-out event pages are rendered once and sent again (src/lib/kept-pages.ts), each response with its own
 * CSP nonce, and still show an edit, an interest and unpublishing on the next visit; signed-in visitors always
 * get their own render.
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

  // Signed in, the host gets a page of their own, never the kept one.
  const hostContext = await browser.newContext();
  await signInBrowser(hostContext, host.token);
  const hostPage = await hostContext.newPage();
  const own = await hostPage.goto(path);
  expect(own?.headers().age).toBeUndefined();
  await hostContext.close();

  expect((await edit(`${event.name} (moved indoors)`, 'NOT_PUBLISHED')).ok()).toBe(true);
  expect((await page.goto(path))?.status()).toBe(404);
  expect(violations).toEqual([]);
  await visitor.close();
});
