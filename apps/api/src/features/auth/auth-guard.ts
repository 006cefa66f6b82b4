/**
 * The limits of auth-endpoints.ts applied to one request, before better-auth sees it. In order:
 *  0. a POST that says it carries JSON must carry a JSON object (an empty body or a JSON `null` made better-auth
 *     fail with a 500), and only the fields its endpoint takes (a sign-up naming a username or a picture is a 400);
 *  1. a solved challenge when the endpoint always asks for one (checked first: a request without the work costs
 *     its sender nothing, not even a rate-limit slot);
 *  2. a browser that has signed in to the named account before (device-cookie.ts) spends its own budget only;
 *  3. otherwise the client address's budget (429), then the account's: beyond it, a solved challenge or 429.
 * Account names are hashed before they become rate-limit keys, so the counters' store holds no e-mail addresses.
 */
import { createHash } from 'node:crypto';
import { SESSION_COOKIE } from '@happenings/domain/constants';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../../context.ts';
import { ApiError, badRequest, tooManyRequests } from '../../errors/api-error.ts';
import { clientAddressKey } from '../../rate-limit/client-address.ts';
import type { RateLimitRule } from '../../rate-limit/rate-limiter.ts';
import type { AccountSource, AuthEndpoint } from './auth-endpoints.ts';
import { DEVICE_COOKIE, knownDeviceId } from './device-cookie.ts';
import { PHONE_CHALLENGE_HEADER, redeemPhoneChallenge } from './phone-challenge.ts';

export interface GuardedRequest {
  /** The account the request names (e-mail lower-cased, phone number), when the endpoint reads one. */
  accountKey: string | undefined;
}

const challengeFailed = (reason: string) =>
  new ApiError(400, 'PHONE_CHALLENGE_FAILED', 'The verification challenge failed. Try again.', { reason });

/** 403 CHALLENGE_REQUIRED: the client fetches GET /api/v1/auth/phone-challenge, solves it and sends it again. */
const challengeRequired = (reason: string) =>
  new ApiError(
    403,
    'CHALLENGE_REQUIRED',
    'Too many attempts for this account. Solve the verification challenge and try again.',
    { reason, challengeUrl: '/api/v1/auth/phone-challenge', header: 'X-Phone-Challenge' },
  );

/**
 * The fields of the body, in both encodings better-auth accepts (JSON and form: a guesser who switched encoding
 * must still name the account); {} for other bodies, which better-auth refuses itself. 400 when a JSON body is
 * not an object.
 */
async function readBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  if (c.req.method !== 'POST') return {};
  const type = c.req.header('content-type') ?? '';
  // A clone: better-auth reads the original.
  if (/application\/x-www-form-urlencoded/i.test(type)) {
    return Object.fromEntries(new URLSearchParams(await c.req.raw.clone().text()));
  }
  if (!/application\/json/i.test(type)) return {};
  let body: unknown;
  try {
    body = JSON.parse(await c.req.raw.clone().text());
  } catch {
    body = undefined;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object.', [
      { field: 'body', message: 'Expected a JSON object.' },
    ]);
  }
  return body as Record<string, unknown>;
}

function readAccountKey(
  c: Context<AppEnv>,
  body: Record<string, unknown>,
  source: AccountSource,
): string | undefined {
  if (source === 'credential') {
    // The session token alone (a signed cookie is `<token>.<signature>`): other cookies, or another spelling of
    // the header, must not make a fresh budget.
    const bearer = /^bearer\s+(\S+)/i.exec(c.req.header('authorization') ?? '')?.[1];
    const token = (bearer ?? getCookie(c, SESSION_COOKIE.name))?.split('.')[0];
    return token ? `session:${token}` : undefined;
  }
  const value = body[source === 'body.email' ? 'email' : 'phoneNumber'];
  if (typeof value !== 'string' || !value.trim()) return undefined;
  // better-auth stores e-mail addresses lower-cased: every spelling of one account spends one budget.
  return source === 'body.email' ? `email:${value.trim().toLowerCase()}` : `phone:${value.trim()}`;
}

/** 400 naming every field of the body that its endpoint does not take. */
function refuseOtherFields(body: Record<string, unknown>, allowed: readonly string[]): void {
  const others = Object.keys(body).filter((field) => !allowed.includes(field));
  if (others.length === 0) return;
  throw badRequest(
    `This request takes only ${allowed.join(', ')}.`,
    others.map((field) => ({ field: `body.${field}`, message: 'Not a field of this request.' })),
  );
}

const hashed = (key: string) => createHash('sha256').update(key).digest('base64url');

export async function guardAuthRequest(c: Context<AppEnv>, endpoint: AuthEndpoint): Promise<GuardedRequest> {
  const { rateLimiter, config, clock } = c.get('services');
  const consume = async (key: string, rule: RateLimitRule) => {
    const scaled = { ...rule, limit: Math.ceil(rule.limit * config.rateLimitScale) };
    return rateLimiter.consume(`auth${endpoint.path}:${key}`, scaled);
  };
  const redeemChallenge = () =>
    redeemPhoneChallenge(c.req.header(PHONE_CHALLENGE_HEADER), {
      secret: config.authSecret,
      now: clock(),
      rateLimiter,
    });

  const body = await readBody(c);
  if (endpoint.bodyFields) refuseOtherFields(body, endpoint.bodyFields);

  if (endpoint.alwaysChallenge) {
    const check = await redeemChallenge();
    if (!check.ok) throw challengeFailed(check.reason);
  }

  const { perAccount } = endpoint;
  const accountKey = perAccount
    ? readAccountKey(c, body, perAccount.source)
    : endpoint.remembersDevice
      ? readAccountKey(c, body, 'body.email')
      : undefined;

  if (perAccount?.beyond === 'challenge' && accountKey) {
    const deviceId = knownDeviceId(getCookie(c, DEVICE_COOKIE), accountKey, config.authSecret);
    if (deviceId) {
      const decision = await consume(`device:${deviceId}`, perAccount.rule);
      if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
      return { accountKey };
    }
  }

  if (endpoint.perAddress) {
    const decision = await consume(`address:${clientAddressKey(c)}`, endpoint.perAddress);
    if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
  }

  if (perAccount && accountKey) {
    const decision = await consume(`account:${hashed(accountKey)}`, perAccount.rule);
    if (!decision.allowed) {
      if (perAccount.beyond === 'refuse') throw tooManyRequests(decision.retryAfterSeconds);
      const check = await redeemChallenge();
      if (!check.ok) throw challengeRequired(check.reason);
    }
  }
  return { accountKey };
}
