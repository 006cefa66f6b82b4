/**
 * Identity (spec §1, §6) with better-auth: e-mail + password with a verification e-mail, phone number + one-time
 * code, Google and Apple when configured, sessions in the `__session` cookie for the website and bearer tokens for
 * the app. Its endpoints live under /api/auth (the ones the product uses: auth-endpoints.ts).
 *
 * A new password ends every session of the account, whether it was reset by e-mail or changed while signed in: the
 * reason to change a password is often that someone else knows it, and their session must not outlive it.
 *
 * The username is the product's, not better-auth's: chosen through PATCH /api/v1/users under the product's rules
 * (users/username.ts: unique whatever the case, not reserved) and written by packages/db updateUsername. better-auth
 * reads it with the user but never takes it from a request: its username plugin would store a `username` and a
 * `displayUsername` sent with a sign-up, so a newcomer could show someone else's username until they onboarded.
 *
 * Staff roles and bans (issue 23) are better-auth's admin plugin's fields on the user: `role` (the staff roles as a
 * comma-separated list, @happenings/domain/staff) and `banned`, `banReason`, `banExpires`. The plugin fits what the
 * product needs of it: the roles come with the session on every request (no query of our own), and a banned account
 * gets no new session by any sign-in method (e-mail, phone code, Google, Apple), its ban lifting itself once
 * `banExpires` passes. What it does not fit stays unused: its /api/auth/admin/* endpoints are never served
 * (auth-endpoints.ts), so roles are changed only through the staff calls and the admin command, in one transaction
 * with their audit row, and who may do what is decided by the access policy (http/access-policy.ts), not by its
 * permission statements. Its one cost is a `sessions.impersonated_by` column it insists on, always null.
 */

import { authSchema } from '@happenings/db/auth';
import type { Database } from '@happenings/db/client';
import { isIdentityBanned } from '@happenings/db/moderation';
import { SESSION_COOKIE } from '@happenings/domain/constants';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { admin, bearer, phoneNumber } from 'better-auth/plugins';
import type { ApiConfig } from '../../env.ts';
import { toAuthLogger } from '../../logging/auth-log.ts';
import type { Logger } from '../../logging/logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { SmsSender } from '../../sms/sms-sender.ts';
import { notifyContactsWhenJoined } from './contact-joined-hook.ts';
import { renderVerificationEmail } from './verification-email.ts';

export interface AuthDependencies {
  db: Database;
  config: ApiConfig;
  mailer: Mailer;
  sms: SmsSender;
  clock: () => number;
  /** Where better-auth's own warnings and errors go (logging/auth-log.ts); its console printer otherwise. */
  logger?: Logger;
}

/** Where e-mail links land on the website (spec §2 /__/auth/action). */
export const AUTH_ACTION_PATH = '/__/auth/action';

/** Phone sign-ups get a placeholder address until the user adds a real one. */
export const PHONE_EMAIL_DOMAIN = 'phone.happenings.invalid';

export function createAuth({ db, config, mailer, sms, clock, logger }: AuthDependencies) {
  return betterAuth({
    appName: 'Happenings',
    ...(logger ? { logger: toAuthLogger(logger) } : {}),
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    // The website and the origins the operator allows (the app's web export served elsewhere), as the API's own
    // origin check (src/http/origin-check.ts) has them.
    trustedOrigins: [config.publicUrl, ...config.trustedOrigins],
    database: drizzleAdapter(db, { provider: 'pg', schema: authSchema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        // spec §2: e-mail links land on the website's action page, which asks for the new password and posts it
        // with the token to /api/auth/reset-password (an unknown or expired token is answered there).
        const url = `${config.publicUrl}${AUTH_ACTION_PATH}?mode=resetPassword&token=${encodeURIComponent(token)}`;
        await mailer.send({
          to: user.email,
          subject: 'Reset your Happenings password',
          text: `Someone asked to reset the password of your Happenings account.\n\nChoose a new one here: ${url}\n\nIf it was not you, ignore this e-mail.`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        // Land on the website's action page once the API has verified the address.
        const link = new URL(url);
        link.searchParams.set('callbackURL', `${AUTH_ACTION_PATH}?mode=verifyEmail`);
        await mailer.send(
          renderVerificationEmail({ to: user.email, name: user.name, link: link.toString() }),
        );
      },
    },
    socialProviders: {
      ...(config.google
        ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret } }
        : {}),
      ...(config.apple
        ? { apple: { clientId: config.apple.clientId, clientSecret: config.apple.clientSecret } }
        : {}),
    },
    session: {
      // spec §6: the session lasts 12 days (1036800 s), the cookie's Max-Age.
      expiresIn: SESSION_COOKIE.maxAgeSeconds,
      updateAge: 60 * 60 * 24,
    },
    user: {
      // Read with the user (session.middleware.ts), never taken from a body: a request naming them is refused.
      additionalFields: {
        username: { type: 'string', required: false, input: false },
        displayUsername: { type: 'string', required: false, input: false },
      },
    },
    // spec §3 CONTACT_JOINED_APP: after the write's transaction, once an account has a verified e-mail or phone.
    databaseHooks: {
      user: {
        create: {
          // issue 23: the e-mail or phone of a suspended or banned account cannot open a new account (an e-mail
          // sign-up, or a phone number's first use) while the ban lasts.
          before: async (user) => {
            const phoneNumber = (user as { phoneNumber?: string | null }).phoneNumber ?? null;
            if (await isIdentityBanned(db, { email: user.email, phoneNumber })) {
              throw new APIError('FORBIDDEN', {
                code: 'IDENTITY_BANNED',
                message:
                  'This e-mail address or phone number belongs to a suspended account. Write to the Happenings team if you think it is a mistake.',
              });
            }
          },
          after: (user) => notifyContactsWhenJoined({ db, clock }, user),
        },
        update: { after: (user) => notifyContactsWhenJoined({ db, clock }, user) },
      },
    },
    advanced: {
      useSecureCookies: false,
      cookies: {
        session_token: {
          name: SESSION_COOKIE.name,
          attributes: {
            httpOnly: true,
            sameSite: 'lax',
            path: '/',
            secure: config.cookieSecure,
          },
        },
      },
      database: { generateId: false },
    },
    // The API applies its own limits (shared across processes) in front of these endpoints.
    rateLimit: { enabled: false },
    hooks: {
      // change-password keeps the caller's session (with a new token) and ends all the others, whatever the
      // client asks: better-auth would keep them unless told to revoke them.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/change-password' || !ctx.body || typeof ctx.body !== 'object') return;
        return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
      }),
    },
    plugins: [
      bearer(),
      admin({
        bannedUserMessage:
          'This account is suspended. Write to the Happenings team if you think it is a mistake.',
      }),
      phoneNumber({
        otpLength: 6,
        expiresIn: 300,
        allowedAttempts: 5,
        sendOTP: async ({ phoneNumber: phone, code }) => {
          await sms.send(phone, `Your Happenings code is ${code}`);
        },
        phoneNumberValidator: (phone) => /^\+[1-9]\d{6,14}$/.test(phone),
        signUpOnVerification: {
          getTempEmail: (phone) => `${phone.replace(/\D/g, '')}@${PHONE_EMAIL_DOMAIN}`,
          getTempName: (phone) => phone,
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
