/**
 * Google and Apple sign-in for the companion app. The provider's pages run in the phone's browser, whose cookies
 * the app cannot read, so the browser hands the sign-in over to the app with a one-time code, bound to the app's
 * own start (app-sign-in-state.ts):
 *
 * 1. The app makes a random code verifier and keeps it, and opens GET /api/v1/auth/app-sign-in/{provider}?return=
 *    {app link}&codeChallenge={its SHA-256} in the browser, on the website's origin (better-auth's base URL, where
 *    the provider returns). The start records the challenge, sets the browser's state cookie, and starts
 *    better-auth's social sign-in there, so the browser also holds the state cookie its callback checks, and is
 *    sent on to the provider.
 * 2. The provider returns to better-auth's callback, which signs the browser in and sends it to
 *    /api/v1/auth/app-sign-in/return. Only in a browser that carries the state cookie of a start (400 otherwise:
 *    another site navigating a signed-in visitor there touches nothing), and only for a session made after that
 *    start, the return ends the browser's session (the app, not the browser, was signing in) and sends the browser
 *    to the app's link with `?code=`: a random code, kept hashed, valid 2 minutes, once.
 * 3. The app posts the code with its verifier to /api/v1/auth/app-sign-in/token and gets a session of its own: a
 *    bearer token. A code without the verifier of its start is refused, so a code read from the browser is of no
 *    use to anyone but the app that started.
 *
 * The app's link is the `happenings:` scheme, Expo Go's `exp:` links outside production, or a page of the website
 * itself (the app's web build); any other address answers 400, so a crafted link cannot send a code elsewhere.
 */
import { createHash, randomBytes } from 'node:crypto';
import { takeVerification } from '@happenings/db/auth';
import { apiErrorBodySchema } from '@happenings/domain/schemas';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import type { App, AppEnv, AppServices } from '../../context.ts';
import { ApiError, invalidField, notFound, tooManyRequests, unauthorized } from '../../errors/api-error.ts';
import { clientAddressKey } from '../../rate-limit/client-address.ts';
import {
  APP_SIGN_IN_COOKIE,
  codeChallengeSchema,
  codeVerifierSchema,
  isVerifierOf,
  recordStart,
  serialiseStateCookie,
  takeStart,
} from './app-sign-in-state.ts';

const tags = ['Other'];
const CODE_TTL_MS = 2 * 60_000;
const CODE_PREFIX = 'app-sign-in:';
/** Per address and minute: starts (each one a trip to the provider) and code exchanges (guesses). */
const LIMITS = { starts: { limit: 20, windowMs: 60_000 }, exchanges: { limit: 10, windowMs: 60_000 } };

const returnSchema = z
  .string()
  .min(1)
  .max(2048)
  .refine((value) => !value.includes('\0'), 'Must not contain NUL characters.')
  .meta({
    description: "The app's link to return to: happenings://…, exp://… outside production, or a website page",
  });

const providerParams = z.object({ provider: z.enum(['google', 'apple']) });
const codeBodySchema = z.object({ code: z.string().min(1).max(128), codeVerifier: codeVerifierSchema });
/** What a code stands for: whose session, for the app that started with this challenge. */
const codeValueSchema = z.object({ userId: z.string(), challenge: z.string() });
const tokenSchema = z.object({ token: z.string() }).meta({ id: 'AppSignInToken' });

const errorJson = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiErrorBodySchema } },
});

const startRoute = createRoute({
  method: 'get',
  path: '/api/v1/auth/app-sign-in/{provider}',
  tags,
  summary: "Start Google or Apple sign-in for the app in the phone's browser (a redirect to the provider)",
  request: {
    params: providerParams,
    query: z.object({ return: returnSchema, codeChallenge: codeChallengeSchema }),
  },
  responses: {
    302: { description: "To the provider's sign-in page, with the browser's state cookie" },
    400: errorJson('The return link is not one of the app’s, or the code challenge is missing or malformed'),
    404: errorJson('The provider is not configured'),
    429: errorJson('Too many requests'),
  },
});

const returnRoute = createRoute({
  method: 'get',
  path: '/api/v1/auth/app-sign-in/return',
  tags,
  summary:
    "Where the provider's callback lands: hands the browser's new sign-in to the app as a one-time code, in a browser that started it",
  request: { query: z.object({ to: returnSchema }) },
  responses: {
    302: { description: "To the app's link with ?code= (or ?error=sign-in-failed)" },
    400: errorJson(
      'SIGN_IN_NOT_STARTED: the browser has no state cookie of a start (nothing is done); or the return link is not the one the start named',
    ),
  },
});

const tokenRoute = createRoute({
  method: 'post',
  path: '/api/v1/auth/app-sign-in/token',
  tags,
  summary:
    'Exchange the one-time code, with the code verifier of the start, for a session of the app (a bearer token)',
  request: { body: { required: true, content: { 'application/json': { schema: codeBodySchema } } } },
  responses: {
    200: { description: 'Signed in', content: { 'application/json': { schema: tokenSchema } } },
    400: errorJson('No code or no code verifier'),
    401: errorJson('INVALID_CODE: the code is unknown, used or expired, or the verifier is not its start’s'),
    429: errorJson('Too many requests'),
  },
});

/** Whether a return link is the app's: its own scheme, Expo Go while developing, or the website's origin. */
export function isAppReturnLink(value: string, config: AppServices['config']): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === 'happenings:') return true;
  if ((url.protocol === 'exp:' || url.protocol === 'exps:') && config.env !== 'production') return true;
  return url.origin === new URL(config.publicUrl).origin;
}

function appLink(value: string, config: AppServices['config'], field: string): URL {
  if (!isAppReturnLink(value, config)) throw invalidField(field, 'Must be a link into the Happenings app.');
  return new URL(value);
}

async function spend(c: Context<AppEnv>, what: keyof typeof LIMITS): Promise<void> {
  const services = c.get('services');
  const rule = LIMITS[what];
  const scaled = { ...rule, limit: Math.ceil(rule.limit * services.config.rateLimitScale) };
  const decision = await services.rateLimiter.consume(`app-sign-in-${what}:${clientAddressKey(c)}`, scaled);
  if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
}

const notStarted = () =>
  new ApiError(
    400,
    'SIGN_IN_NOT_STARTED',
    'This sign-in was not started here. Start it again from the app.',
    [{ field: `cookie.${APP_SIGN_IN_COOKIE}`, message: 'The browser holds no sign-in started by the app.' }],
  );

const invalidCode = () => unauthorized('That sign-in link has expired. Try again.', 'INVALID_CODE');

function readCodeValue(value: string): z.infer<typeof codeValueSchema> | null {
  try {
    const parsed = codeValueSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const codeIdentifier = (code: string) => CODE_PREFIX + createHash('sha256').update(code).digest('base64url');

function withParam(link: URL, name: string, value: string): string {
  const url = new URL(link.href);
  url.searchParams.set(name, value);
  return url.href;
}

export function registerAppSignInRoutes(app: App): void {
  // The return route first: its path would otherwise read as a provider named 'return'.
  app.openapi(returnRoute, async (c) => {
    const services = c.get('services');
    const { auth, config, clock } = services;
    const link = appLink(c.req.valid('query').to, config, 'query.to');
    // Nothing is touched before the browser shows it started a sign-in here: any page can send it to this address.
    const start = await takeStart(services, getCookie(c, APP_SIGN_IN_COOKIE));
    if (!start) throw notStarted();
    if (start.returnLink !== link.href)
      throw invalidField('query.to', 'Must be the link the sign-in started with.');
    const headers = new Headers({ 'cache-control': 'no-store' });
    headers.append('set-cookie', serialiseStateCookie(null, config.cookieSecure));
    const found = await auth.api.getSession({ headers: c.req.raw.headers, query: { disableRefresh: true } });
    // Only the session the provider's callback made for this start: one the browser had before is left alone.
    if (!found || found.session.createdAt.getTime() <= start.startedAt) {
      headers.set('location', withParam(link, 'error', 'sign-in-failed'));
      return new Response(null, { status: 302, headers }) as never;
    }
    const code = randomBytes(32).toString('base64url');
    const context = await auth.$context;
    await context.internalAdapter.createVerificationValue({
      identifier: codeIdentifier(code),
      value: JSON.stringify({ userId: found.user.id, challenge: start.challenge }),
      expiresAt: new Date(clock() + CODE_TTL_MS),
    });
    const signedOut = await auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
    for (const cookie of signedOut.headers.getSetCookie()) headers.append('set-cookie', cookie);
    headers.set('location', withParam(link, 'code', code));
    return new Response(null, { status: 302, headers }) as never;
  });

  app.openapi(tokenRoute, async (c) => {
    const { auth, clock, db } = c.get('services');
    await spend(c, 'exchanges');
    const { code, codeVerifier } = c.req.valid('json');
    // One use: taken (deleted) in one statement, so two racing exchanges cannot both get a session; a wrong
    // verifier spends the code too.
    const stored = await takeVerification(db, codeIdentifier(code));
    const handedOver = stored && stored.expiresAt.getTime() > clock() ? readCodeValue(stored.value) : null;
    if (!handedOver || !isVerifierOf(codeVerifier, handedOver.challenge)) throw invalidCode();
    const context = await auth.$context;
    const session = await context.internalAdapter.createSession(handedOver.userId);
    if (!session) throw invalidCode();
    c.header('cache-control', 'no-store');
    return c.json({ token: session.token }, 200);
  });
  app.openapi(startRoute, async (c) => {
    const { provider } = c.req.valid('param');
    const services = c.get('services');
    const { auth, config } = services;
    if (!config[provider]) throw notFound('Sign-in provider');
    const link = appLink(c.req.valid('query').return, config, 'query.return');
    await spend(c, 'starts');
    const callbackURL = `${config.publicUrl}/api/v1/auth/app-sign-in/return?to=${encodeURIComponent(link.href)}`;
    const started = await auth.api.signInSocial({
      body: {
        provider,
        callbackURL,
        errorCallbackURL: withParam(link, 'error', 'sign-in-failed'),
        disableRedirect: true,
      },
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    if (!started.response.url) throw notFound('Sign-in provider');
    const secret = await recordStart(services, {
      challenge: c.req.valid('query').codeChallenge,
      returnLink: link.href,
    });
    const headers = new Headers({ location: started.response.url, 'cache-control': 'no-store' });
    for (const cookie of started.headers.getSetCookie()) headers.append('set-cookie', cookie);
    headers.append('set-cookie', serialiseStateCookie(secret, config.cookieSecure));
    return new Response(null, { status: 302, headers }) as never;
  });
}
