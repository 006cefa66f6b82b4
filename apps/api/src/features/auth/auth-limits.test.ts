/**
 * Defect 3 of the security probe: rate limits believed any X-Forwarded-For (a new value per request gave unlimited
 * password guesses), and without the header every client shared one budget, so anyone could lock an account's owner
 * out. The caller's address now comes from the TCP peer, simulated here with the bindings @hono/node-server passes
 * (`{ incoming: { socket } }`): 203.0.113.x and 192.0.2.x are direct callers, 127.0.0.1 is the website's server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from '../../rate-limit/rate-limiter.ts';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { findAuthEndpoint } from './auth-endpoints.ts';
import { solvePhoneChallenge } from './phone-challenge.ts';

/** Limits scaled down (RATE_LIMIT_SCALE) so that each test makes few slow password checks. */
const SCALE = 0.3;
const signInEndpoint = findAuthEndpoint('POST', '/sign-in/email')!;
const PER_ADDRESS = Math.ceil(signInEndpoint.perAddress!.limit * SCALE);
const PER_ACCOUNT = Math.ceil(signInEndpoint.perAccount!.rule.limit * SCALE);
const RESETS_PER_MAILBOX = Math.ceil(
  findAuthEndpoint('POST', '/request-password-reset')!.perAccount!.rule.limit * SCALE,
);

let t: TestApp;
let counter = 0;

beforeAll(async () => {
  // A fixed clock: no window ends during a test.
  t = await createTestApp({
    rateLimiter: createMemoryRateLimiter(() => 1_000_000),
    env: { RATE_LIMIT_SCALE: String(SCALE) },
  });
});
afterAll(() => t.close());

/** What @hono/node-server hands every request: the socket the request came on. */
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

const post = (path: string, body: unknown, peer: string, headers: Record<string, string> = {}) =>
  t.app.request(
    path,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', ...headers },
      body: JSON.stringify(body),
    },
    from(peer),
  );

const signIn = (email: string, password: string, peer: string, headers: Record<string, string> = {}) =>
  post('/api/auth/sign-in/email', { email, password }, peer, headers);

/** A new account, signed up from an address of its own (sign-ups have a budget per address too). */
async function createAccount(password: string): Promise<{ email: string }> {
  const email = `member${++counter}@example.com`;
  const res = await post(
    '/api/auth/sign-up/email',
    { email, password, name: 'Member' },
    `192.0.2.${100 + counter}`,
  );
  expect(res.status).toBe(200);
  return { email };
}

/** A different e-mail each time, so that only the address's budget is spent. */
const stranger = () => `nobody${++counter}@example.com`;

async function solvedChallenge(): Promise<Record<string, string>> {
  const res = await t.app.request('/api/v1/auth/phone-challenge');
  const { challenge, difficulty } = (await res.json()) as { challenge: string; difficulty: number };
  return { 'x-phone-challenge': `${challenge}:${solvePhoneChallenge(challenge, difficulty)}` };
}

const deviceCookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('__device='))
    ?.split(';')[0];

describe('the caller of a rate limit', () => {
  it('is the TCP peer: a direct caller gets no more guesses by sending a new X-Forwarded-For each time', async () => {
    for (let i = 0; i < PER_ADDRESS; i++) {
      const res = await signIn(stranger(), 'wrong password', '203.0.113.9', {
        'x-forwarded-for': `198.18.0.${i + 1}`,
      });
      expect(res.status).toBe(401);
    }
    const res = await signIn(stranger(), 'wrong password', '203.0.113.9', {
      'x-forwarded-for': '198.18.0.200',
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(await res.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    // Someone else is not held back by it.
    expect((await signIn(stranger(), 'wrong password', '203.0.113.10')).status).toBe(401);
  });

  it('behind the website, is the browser it names: each browser has its own budget, whatever it wrote itself', async () => {
    for (let i = 0; i < PER_ADDRESS; i++) {
      const res = await signIn(stranger(), 'wrong password', '127.0.0.1', {
        'x-forwarded-for': '198.51.100.1',
      });
      expect(res.status).toBe(401);
    }
    // The website appends what it saw; a value the browser wrote before it is not believed.
    const spoofed = await signIn(stranger(), 'wrong password', '127.0.0.1', {
      'x-forwarded-for': '10.9.8.7, 198.51.100.1',
    });
    expect(spoofed.status).toBe(429);
    const otherBrowser = await signIn(stranger(), 'wrong password', '::ffff:127.0.0.1', {
      'x-forwarded-for': '198.51.100.2',
    });
    expect(otherBrowser.status).toBe(401);
  });

  it('counts IPv6 callers per /64, the block one line or host is given', async () => {
    for (let i = 0; i < PER_ADDRESS; i++) {
      expect((await signIn(stranger(), 'wrong password', `2001:db8:5:6::${i + 1}`)).status).toBe(401);
    }
    expect((await signIn(stranger(), 'wrong password', '2001:db8:5:6:ffff::9')).status).toBe(429);
    expect((await signIn(stranger(), 'wrong password', '2001:db8:5:7::1')).status).toBe(401);
  });
});

describe('an account under attack', () => {
  it('asks everyone for the challenge beyond its budget; the owner still signs in, known browser or not', async () => {
    const owner = await createAccount('owner password 1');
    // The owner's laptop has signed in before: it holds a __device cookie for the account.
    const before = await signIn(owner.email, 'owner password 1', '192.0.2.10');
    expect(before.status).toBe(200);
    const laptop = deviceCookieOf(before);
    expect(laptop).toBeDefined();

    // Wrong passwords from many addresses: the address limits never apply, the account's does.
    const statuses: number[] = [];
    for (let i = 0; i < PER_ACCOUNT + 2; i++) {
      statuses.push((await signIn(owner.email, `guess ${i}`, `203.0.113.${100 + i}`)).status);
    }
    expect(statuses).toEqual([...Array<number>(PER_ACCOUNT - 1).fill(401), ...Array<number>(3).fill(403)]);
    const refused = await signIn(owner.email.toUpperCase(), 'guess', '203.0.113.99');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: { code: 'CHALLENGE_REQUIRED', details: { challengeUrl: '/api/v1/auth/phone-challenge' } },
    });

    // The laptop is not asked for anything.
    const fromLaptop = await signIn(owner.email, 'owner password 1', '192.0.2.10', { cookie: laptop! });
    expect(fromLaptop.status).toBe(200);

    // A new phone is asked for the challenge, which its browser solves, and gets in.
    const phone = await signIn(owner.email, 'owner password 1', '192.0.2.20');
    expect(phone.status).toBe(403);
    const fromPhone = await signIn(owner.email, 'owner password 1', '192.0.2.20', await solvedChallenge());
    expect(fromPhone.status).toBe(200);

    // The attacker pays the work for each guess: a solved challenge buys one.
    const paid = await solvedChallenge();
    expect((await signIn(owner.email, 'guess again', '203.0.113.150', paid)).status).toBe(401);
    expect((await signIn(owner.email, 'guess again', '203.0.113.151', paid)).status).toBe(403);
  });

  it("does not let one account's known browser skip another account's challenge", async () => {
    const mine = await createAccount('my own password');
    const victim = await createAccount('victim password');
    const mineSignIn = await signIn(mine.email, 'my own password', '203.0.113.200');
    const device = deviceCookieOf(mineSignIn)!;
    for (let i = 0; i < PER_ACCOUNT; i++) await signIn(victim.email, `guess ${i}`, `203.0.113.${210 + i}`);
    const res = await signIn(victim.email, 'guess', '203.0.113.220', { cookie: device });
    expect(res.status).toBe(403);
    // Its own account still is its own.
    expect((await signIn(mine.email, 'my own password', '203.0.113.200', { cookie: device })).status).toBe(
      200,
    );
  });

  it('counts sign-ins sent as a form against the account as well', async () => {
    const owner = await createAccount('form owner password');
    const asForm = (password: string, peer: string) =>
      t.app.request(
        '/api/auth/sign-in/email',
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
          body: new URLSearchParams({ email: owner.email, password }).toString(),
        },
        from(peer),
      );
    for (let i = 0; i < PER_ACCOUNT; i++)
      expect((await asForm(`guess ${i}`, `203.0.113.${70 + i}`)).status).toBe(401);
    expect((await asForm('guess', '203.0.113.80')).status).toBe(403);
    expect((await signIn(owner.email, 'guess', '203.0.113.81')).status).toBe(403);
  });

  it('limits guesses of the current password per session, whatever else the request carries', async () => {
    const owner = await createAccount('current password');
    const signedIn = await signIn(owner.email, 'current password', '192.0.2.30');
    const session = signedIn.headers
      .getSetCookie()
      .find((c) => c.startsWith('__session='))!
      .split(';')[0]!;
    const perSession = Math.ceil(
      findAuthEndpoint('POST', '/change-password')!.perAccount!.rule.limit * SCALE,
    );
    const guess = (cookie: string, peer: string) =>
      post('/api/auth/change-password', { currentPassword: 'a guess', newPassword: 'new password 2' }, peer, {
        cookie,
      });
    for (let i = 0; i < perSession; i++)
      expect((await guess(session, `203.0.113.${90 + i}`)).status).toBe(400);
    expect((await guess(`other=${counter}; ${session}`, '203.0.113.99')).status).toBe(429);
  });

  it('sends a mailbox a bounded number of reset e-mails an hour, whoever asks', async () => {
    const email = 'mailbox-owner@example.com';
    // Through the website, from a different browser each time: every address has budget left.
    const ask = (address: string, body: unknown) =>
      post('/api/auth/request-password-reset', body, '127.0.0.1', { 'x-forwarded-for': address });
    for (let i = 0; i < RESETS_PER_MAILBOX; i++) {
      expect((await ask(`203.0.113.${30 + i}`, { email })).status).toBe(200);
    }
    const res = await ask('203.0.113.60', { email: ` ${email.toUpperCase()}` });
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  });
});
