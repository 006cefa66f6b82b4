/**
 * The /api/auth endpoints the product uses (better-auth, outside the OpenAPI document), with their bodies as JSON
 * schemas so the fuzzer treats them like documented operations. Shapes follow better-auth 1.7's endpoint
 * definitions plus the phone-number plugin (auth.ts), narrowed to the fields the API lets each body carry
 * (features/auth/auth-endpoints.ts, `bodyFields`); X-Phone-Challenge is the API's own (auth.routes.ts, spec §5).
 * Fields beyond them still arrive as the fuzzer's hostile extra keys.
 */
import type { FuzzParameter } from './fuzz-target.ts';
import type { JsonSchema } from './openapi-arbitraries.ts';

export interface AuthEndpoint {
  method: 'GET' | 'POST';
  path: string;
  parameters?: FuzzParameter[];
  body?: JsonSchema;
}

const email: JsonSchema = { type: 'string', format: 'email' };
const password: JsonSchema = { type: 'string', minLength: 8, maxLength: 128 };
const phoneNumber: JsonSchema = { type: 'string', pattern: '^\\+[1-9]\\d{6,14}$' };
const url: JsonSchema = { type: 'string', format: 'uri' };

export const AUTH_ENDPOINTS: readonly AuthEndpoint[] = [
  {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    body: {
      type: 'object',
      properties: { email, password, rememberMe: { type: 'boolean' }, callbackURL: url },
      required: ['email', 'password'],
    },
  },
  {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    body: {
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 100 },
        email,
        password,
        callbackURL: url,
      },
      required: ['name', 'email', 'password'],
    },
  },
  {
    method: 'POST',
    path: '/api/auth/request-password-reset',
    body: { type: 'object', properties: { email, redirectTo: url }, required: ['email'] },
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    parameters: [{ name: 'token', in: 'query', required: false, schema: { type: 'string', minLength: 1 } }],
    body: {
      type: 'object',
      properties: { newPassword: password, token: { type: 'string', minLength: 1 } },
      required: ['newPassword'],
    },
  },
  {
    method: 'POST',
    path: '/api/auth/phone-number/send-otp',
    parameters: [{ name: 'x-phone-challenge', in: 'header', required: true, schema: { type: 'string' } }],
    body: { type: 'object', properties: { phoneNumber }, required: ['phoneNumber'] },
  },
  {
    method: 'POST',
    path: '/api/auth/phone-number/verify',
    body: {
      type: 'object',
      properties: {
        phoneNumber,
        code: { type: 'string', pattern: '^\\d{6}$' },
      },
      required: ['phoneNumber', 'code'],
    },
  },
  {
    method: 'GET',
    path: '/api/auth/get-session',
    parameters: [
      { name: 'disableCookieCache', in: 'query', required: false, schema: { type: 'boolean' } },
      { name: 'disableRefresh', in: 'query', required: false, schema: { type: 'boolean' } },
    ],
  },
  {
    method: 'POST',
    path: '/api/auth/sign-out',
    body: {
      type: 'object',
      properties: { callbackURL: url, disableRedirect: { type: 'boolean' }, state: { type: 'string' } },
    },
  },
];
