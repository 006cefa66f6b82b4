/**
 * The logs of a run (docs/operations.md#logs), read back from the servers' log files the global set-up writes: a
 * person signs up with an e-mail and a password, signs in (a session cookie, a bearer token), another with a phone
 * number, and marks an event interested, which sends background work. One request id leads from the website's line
 * to the API's and to the job's; and none of those people's addresses, numbers, password, cookie or token is in
 * either log.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signUpUser } from './support/accounts';
import { findUpcomingEvent, markInterestedOnEventPage } from './support/events';
import { readSmsCode } from './support/outbox';
import { bearer, signInBrowser } from './support/people';
import { expect, test } from './support/test';

const serversDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../test-results/servers');

type LogLine = Record<string, unknown>;

async function readLog(name: 'api' | 'web'): Promise<{ text: string; lines: LogLine[] }> {
  const text = await readFile(path.join(serversDir, `${name}.log`), 'utf8');
  const lines = text.split('\n').flatMap((line) => {
    try {
      return [JSON.parse(line) as LogLine];
    } catch {
      return [];
    }
  });
  return { text, lines };
}

test('one request id follows a request from the website to the API and its job; no personal data is logged', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const stamp = `${Date.now()}${process.pid}`;
  const email = `log-reader-${stamp}@example.com`;
  const password = `unlogged-password-${stamp}`;
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { email, password, name: 'Log Reader' },
    headers: { origin: baseURL! },
  });
  expect(signUp.ok()).toBe(true);
  const token = signUp.headers()['set-auth-token']!;
  expect(token).toBeTruthy();
  // A username, as a person picks one after signing up (the site asks for it before anything is marked).
  const username = await request.patch('/api/v1/users', {
    headers: bearer(token),
    data: { username: `log_reader_${stamp}`.slice(0, 30) },
  });
  expect(username.ok()).toBe(true);
  // Signing in again with the password, as a person would on another device.
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: baseURL! },
  });
  expect(signIn.ok()).toBe(true);

  await signInBrowser(page.context(), token);
  const session = (await page.context().cookies()).find((cookie) => cookie.name.includes('session'));
  expect(session?.value).toBeTruthy();

  // A page view rendered for a signed-in visitor: its server-side calls to the API carry the page's id.
  const event = await findUpcomingEvent(request, 2);
  const document = await page.goto(`/event/${event.slug}`);
  const pageViewId = document!.headers()['x-request-id']!;
  expect(pageViewId).toBeTruthy();
  // Marking interest: the browser's call goes through the website to the API, which sends the fan-out job.
  const interestCall = page.waitForResponse(
    (response) => response.url().includes('/api/v1/interested/') && response.request().method() === 'POST',
  );
  await markInterestedOnEventPage(page);
  const interestId = (await interestCall).headers()['x-request-id']!;
  expect(interestId).toBeTruthy();
  expect(interestId).not.toBe(pageViewId);

  // Someone else signs in with a phone number (the browser solves the sign-in's invisible challenge).
  const phoneContext = await browser.newContext();
  const phonePage = await phoneContext.newPage();
  const national = `617555${stamp.slice(-4)}`;
  const e164 = `+1${national}`;
  await phonePage.goto('/login/phone');
  await phonePage.getByLabel('Phone number').fill(national);
  await phonePage.getByRole('button', { name: 'Send code' }).click();
  await phonePage.getByLabel('6-digit code').fill(await readSmsCode(e164));
  await phonePage.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(phonePage).toHaveURL(/\/onboarding$/);
  await phoneContext.close();

  const linesOf = (lines: LogLine[], id: string) => lines.filter((line) => line.requestId === id);
  await expect
    .poll(
      async () =>
        linesOf((await readLog('api')).lines, interestId)
          .map((line) => line.msg)
          .sort(),
      {
        timeout: 20_000,
        message: "the API's request line and the job's line of the interest call",
      },
    )
    .toEqual(['job', 'request']);
  const api = await readLog('api');
  const web = await readLog('web');

  expect(linesOf(web.lines, interestId)).toMatchObject([
    { service: 'web', msg: 'request', method: 'POST', route: '/api/v1/[...path]', status: 200 },
  ]);
  // The job may end before the request's line is written: each is looked for on its own.
  const apiLines = linesOf(api.lines, interestId);
  expect(apiLines.find((line) => line.msg === 'request')).toMatchObject({
    service: 'api',
    method: 'POST',
    route: '/api/v1/interested/:type/:id',
    status: 200,
  });
  expect(apiLines.find((line) => line.msg === 'job')).toMatchObject({
    service: 'api',
    queue: 'notification-fan-out',
    attempt: 1,
    outcome: 'completed',
  });
  expect(linesOf(web.lines, pageViewId)).toMatchObject([
    { msg: 'request', method: 'GET', route: '/event/[slug]', status: 200 },
  ]);
  expect(linesOf(api.lines, pageViewId).length).toBeGreaterThan(0);
  for (const line of linesOf(api.lines, pageViewId)) expect(line.route).toMatch(/^\/api\//);

  // Nothing personal or secret, in any line of either process (JSON escapes nothing in these values).
  const secrets = { email, password, e164, national, token, session: session!.value, slug: event.slug };
  for (const [what, value] of Object.entries(secrets)) {
    expect(api.text.includes(value), `the ${what} in the API's log`).toBe(false);
    expect(web.text.includes(value), `the ${what} in the website's log`).toBe(false);
  }
});

test('the website and the API each serve their own metrics on a port of their own, never on the site', async ({
  page,
  request,
  baseURL,
}) => {
  const { token } = await signUpUser(request, baseURL!);
  await signInBrowser(page.context(), token);
  const event = await findUpcomingEvent(request, 3);
  // A page Next renders for a signed-in visitor, and its calls to the API.
  expect((await page.goto(`/event/${event.slug}`))?.status()).toBe(200);

  const scrape = async (url: string | undefined) => {
    const response = await request.get(url!);
    expect(response.status()).toBe(200);
    return response.text();
  };
  const web = await scrape(process.env.E2E_WEB_METRICS_URL);
  expect(web).toMatch(
    /happenings_web_request_duration_seconds_count\{[^}]*route="\/event\/\[slug\]"[^}]*\} [1-9]/,
  );
  expect(web).toMatch(
    /happenings_web_render_duration_seconds_count\{[^}]*route="\/event\/\[slug\]"[^}]*\} [1-9]/,
  );
  expect(web).toMatch(/nodejs_eventloop_lag_p99_seconds\{service="web"\}/);
  expect(web).toMatch(/process_resident_memory_bytes\{service="web"\} [1-9]/);

  const api = await scrape(process.env.E2E_API_METRICS_URL);
  expect(api).toMatch(
    /happenings_http_request_duration_seconds_count\{[^}]*route="\/api\/v1\/[^"]+"[^}]*\} [1-9]/,
  );
  expect(api).toMatch(/happenings_db_query_duration_seconds_count\{[^}]*outcome="ok"[^}]*\} [1-9]/);
  expect(api).toMatch(/happenings_job_queue_waiting\{[^}]*queue="send-email"[^}]*\}/);
  expect(api).toMatch(/process_resident_memory_bytes\{service="api"\} [1-9]/);
  for (const text of [web, api]) expect(text).not.toContain(event.slug);

  // Not on the public site: the site has no such page, and the API's routes are only under /api.
  expect((await request.get('/metrics')).status()).toBe(404);
  expect((await request.get('/api/v1/metrics')).status()).toBe(404);
});
