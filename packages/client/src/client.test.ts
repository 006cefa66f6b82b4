import { describe, expect, it } from 'vitest';
import { createHappeningsClient, withApiVersion } from './client.ts';

describe('withApiVersion', () => {
  it.each([
    ['https://x.test/api/v1/health', undefined, 'https://x.test/api/v1/health'],
    ['https://x.test/api/v1/health', 'v1', 'https://x.test/api/v1/health'],
    ['https://x.test/api/v1/users/id/1', 'v2', 'https://x.test/api/v2/users/id/1'],
    ['https://x.test/api/v2/users/profile', 'v3', 'https://x.test/api/v2/users/profile'],
  ])('%s with %s', (url, version, expected) => {
    expect(withApiVersion(url, version)).toBe(expected);
  });
});

describe('createHappeningsClient', () => {
  it('sends the bearer token and the chosen version', async () => {
    const seen: Request[] = [];
    const client = createHappeningsClient({
      baseUrl: 'https://api.test',
      version: 'v2',
      getToken: () => 'token-123',
      fetch: async (input) => {
        seen.push(input as Request);
        return new Response(JSON.stringify({ status: 'ok' }), {
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const { data } = await client.GET('/api/v1/health');
    expect(data).toEqual({ status: 'ok' });
    expect(seen[0]?.url).toBe('https://api.test/api/v2/health');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer token-123');
  });

  it('sends a body as its bytes, with the token and the chosen version', async () => {
    const seen: Request[] = [];
    const client = createHappeningsClient({
      baseUrl: 'https://api.test',
      version: 'v2',
      getToken: () => 'token-123',
      fetch: async (input) => {
        seen.push(input as Request);
        return new Response(JSON.stringify({ id: 'c1' }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    await client.POST('/api/v1/comments/comment/{id}', {
      params: { path: { id: 'parent' } },
      body: { text: 'See you there' },
    });
    expect(seen[0]?.url).toBe('https://api.test/api/v2/comments/comment/parent');
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer token-123');
    expect(seen[0]?.headers.get('content-type')).toBe('application/json');
    expect(await seen[0]?.json()).toEqual({ text: 'See you there' });
  });

  it('keeps the request as built when neither the token nor the version changes it', async () => {
    const seen: Request[] = [];
    const client = createHappeningsClient({
      baseUrl: 'https://api.test',
      getToken: () => 'token-123',
      fetch: async (input) => {
        seen.push(input as Request);
        return new Response(null, { status: 204 });
      },
    });
    await client.POST('/api/v1/comments/comment/{id}', {
      params: { path: { id: 'parent' } },
      body: { text: 'Same request' },
    });
    expect(seen[0]?.url).toBe('https://api.test/api/v1/comments/comment/parent');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer token-123');
    expect(await seen[0]?.text()).toBe('{"text":"Same request"}');
  });
});
