/**
 * Browser hardening (issue 9), in the real browser: the main pages run under the nonce-based Content-Security-
 * Policy without a single violation and still hydrate; pages and API answers carry the security headers; the
 * `__session` cookie has the attributes of spec §6 after signing in; and a page on another origin of the same
 * site (another port: the cookie is SameSite=Lax, so it rides along) can neither write as the visitor nor sign
 * them out.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { findUpcomingEvent } from './support/events';
import { type ConsoleMessage, expect, type Page, type Request, test } from './support/test';

const PASSWORD = 'correct-horse-battery';

/** Collects every CSP violation the page reports, in the console and as securitypolicyviolation events. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
      violations.push(message.text());
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}

function cspOf(headers: Record<string, string>): Record<string, string[]> {
  return Object.fromEntries(
    (headers['content-security-policy'] ?? '').split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

test('the main pages run under the CSP with no violation, hydrate, and carry the security headers', async ({
  page,
  request,
}) => {
  const violations = await watchCsp(page);
  const event = await findUpcomingEvent(request);
  const nonces = new Set<string>();

  for (const path of [
    '/',
    '/boston-ma',
    `/event/${event.slug}`,
    '/search?q=music',
    '/login',
    '/newsletter',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const headers = response!.headers();
    const csp = cspOf(headers);
    const nonce = /^'nonce-(.+)'$/.exec(csp['script-src']?.[1] ?? '')?.[1];
    expect(nonce, `${path}: a nonce in script-src`).toBeTruthy();
    nonces.add(nonce!);
    expect(csp['script-src']).toContain("'strict-dynamic'");
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['permissions-policy']).toContain('camera=()');

    // Next's inline data and its bundles both ran: the router is up (hydration), and its scripts carry this
    // response's nonce (the browser hides the attribute, not the property).
    await page.waitForFunction(() =>
      Boolean((window as unknown as { next?: { version?: string } }).next?.version),
    );
    const scriptNonces = await page.evaluate(() =>
      [...document.querySelectorAll('script')].map((script) => script.nonce).filter(Boolean),
    );
    expect(scriptNonces.length, path).toBeGreaterThan(0);
    expect(new Set(scriptNonces), path).toEqual(new Set([nonce]));
  }
  // Let late loads (images, the map worker, beacons) report too.
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
  expect(nonces.size, 'a fresh nonce per response').toBe(6);
});

test('the API answers through the site with its own headers', async ({ request }) => {
  const response = await request.get('/api/v1/health');
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(cspOf(headers)['default-src']).toEqual(["'none'"]);
  expect(cspOf(headers)['frame-ancestors']).toEqual(["'none'"]);
});

test('after signing in, __session is HttpOnly, SameSite=Lax, path /, 12 days, Secure over https only; other origins of the site cannot write or sign out', async ({
  page,
  baseURL,
}) => {
  const context = page.context();
  const email = `e2e-headers-${Date.now()}@example.com`;
  const signUp = await context.request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: 'Header Check' },
    headers: { origin: baseURL! },
  });
  expect(signUp.ok()).toBe(true);
  const other = await context.request.post('/api/auth/sign-up/email', {
    data: { email: `e2e-followed-${Date.now()}@example.com`, password: PASSWORD, name: 'Followed' },
    headers: { origin: baseURL! },
  });
  const followedId = ((await other.json()) as { user: { id: string } }).user.id;
  await context.clearCookies();

  await page.goto('/login/email');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Password hashing is slow on a busy machine: wait as long as the test may take. A new account lands on
  // onboarding (through /auth/loading): wait for that page, so no later navigation of this test races with it.
  await page.waitForURL(/\/onboarding/, { timeout: 60_000 });
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible({ timeout: 60_000 });

  const cookie = (await context.cookies()).find((c) => c.name === '__session');
  expect(cookie).toMatchObject({
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: baseURL!.startsWith('https:'),
  });
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(1_036_800 - 300);
  expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(1_036_800 + 5);

  // A page served on another port of the same host: same site, another origin. (A real server: Chrome lets
  // only pages on the loopback address itself call it.)
  const target = `${baseURL}/api/v1/follows/users/${followedId}`;
  const logout = `${baseURL}/api/logout`;
  const elsewhereServer = createServer((_, response) => {
    response.setHeader('content-type', 'text/html');
    response.end(`<!doctype html><title>elsewhere</title>
      <img src="${logout}" alt="">
      <script>
        window.done = fetch(${JSON.stringify(target)}, { method: 'POST', credentials: 'include', mode: 'no-cors' })
          .then(() => fetch(${JSON.stringify(logout)}, { method: 'POST', credentials: 'include', mode: 'no-cors' }))
          .then(() => 'sent', (error) => String(error));
      </script>`);
  });
  await new Promise<void>((resolve) => elsewhereServer.listen(0, new URL(baseURL!).hostname, resolve));
  const elsewhereUrl = `http://${new URL(baseURL!).hostname}:${(elsewhereServer.address() as AddressInfo).port}/`;
  try {
    const elsewhere = await context.newPage();
    const followAttempt = elsewhere.waitForResponse(target);
    const logoutByPost = elsewhere.waitForResponse(
      (r) => r.url() === logout && r.request().method() === 'POST',
    );
    // The image's answer is not an image, so the browser does not pass it on: wait for the request to end.
    const logoutByImage = new Promise<void>((resolve) => {
      const ended = (request: Request) => {
        if (request.url() === logout && request.method() === 'GET') resolve();
      };
      elsewhere.on('requestfinished', ended);
      elsewhere.on('requestfailed', ended);
    });
    await elsewhere.goto(elsewhereUrl);
    expect(await elsewhere.evaluate(() => (window as unknown as { done: Promise<string> }).done)).toBe(
      'sent',
    );
    // 403, not 401: the cookie went along (same site), and the API refused the foreign origin.
    expect((await followAttempt).status()).toBe(403);
    expect((await logoutByPost).status()).toBe(403);
    await logoutByImage;
    await elsewhere.close();
  } finally {
    elsewhereServer.close();
  }

  // Still signed in, and still not following anyone.
  const relationship = await context.request.get(`/api/v1/follows/users/${followedId}`);
  expect(relationship.status()).toBe(200);
  expect(((await relationship.json()) as { relationship: string }).relationship).toBe('none');
  expect((await context.cookies()).find((c) => c.name === '__session')).toBeDefined();
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
});
