import { describe, expect, it } from 'vitest';
import { findResponseProblems } from './response-problems.ts';

const json = 'application/json; charset=UTF-8';
const apiError = JSON.stringify({
  error: { code: 'NOT_FOUND', message: 'Experience not found.', details: [] },
});

describe('findResponseProblems', () => {
  it('accepts a success and an error in the API shape', () => {
    expect(
      findResponseProblems('/api/v1/events', { status: 200, contentType: json, text: '{"items":[]}' }),
    ).toEqual([]);
    expect(
      findResponseProblems('/api/v1/experiences/x', { status: 404, contentType: json, text: apiError }),
    ).toEqual([]);
  });

  it('flags a 5xx even when its body has the right shape', () => {
    const body = JSON.stringify({
      error: { code: 'INTERNAL', message: 'Something went wrong.', details: [] },
    });
    expect(findResponseProblems('/api/v1/events', { status: 500, contentType: json, text: body })).toEqual([
      'status 500',
    ]);
  });

  it('flags errors in another shape, without JSON, or not sent as JSON under /api/v1', () => {
    const betterAuth = '{"message":"Invalid email","code":"INVALID_EMAIL"}';
    expect(
      findResponseProblems('/api/auth/sign-in/email', { status: 400, contentType: json, text: betterAuth }),
    ).toEqual(['error body has no `error` object']);
    expect(
      findResponseProblems('/api/v1/events', { status: 400, contentType: 'text/plain', text: 'Bad Request' }),
    ).toEqual(['error content type is "text/plain", not application/json', 'error body is not JSON']);
    const noDetails = JSON.stringify({ error: { code: '', message: 'x' } });
    expect(
      findResponseProblems('/api/v2/users/x/profile', { status: 400, contentType: json, text: noDetails }),
    ).toEqual(['error.code is not a non-empty string', 'error.details is missing']);
  });

  it('flags stack frames, source paths and SQL in any body', () => {
    const leak = (text: string) =>
      findResponseProblems('/api/v1/x', { status: 200, contentType: json, text });
    expect(leak('TypeError: x is undefined\n    at handler (/app/apps/api/src/features/x.ts:10:5)')).toEqual([
      'the body shows a stack frame',
      'the body shows a source file path',
      'the body shows an error dump',
    ]);
    expect(leak('{"message":"Failed query: select 1"}')).toEqual(['the body shows SQL text']);
    expect(leak('see /work/main/node_modules/hono/dist/index.js')).toEqual([
      'the body shows a node_modules path',
    ]);
  });
});
