import { afterEach, describe, expect, it, vi } from 'vitest';

// What Next would hand a server component: the incoming request's headers (serve.ts set its X-Request-Id).
const incoming = { headers: new Headers(), cookies: '' };
vi.mock('server-only', () => ({}));
vi.mock('next/headers', () => ({
  headers: async () => incoming.headers,
  cookies: async () => ({ toString: () => incoming.cookies }),
}));
const { getServerClient } = await import('./api-server.ts');

/** The headers of the one call the client makes, caught before it leaves. */
async function headersSentToApi(): Promise<Headers> {
  const sent: Request[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    sent.push(request);
    return Response.json([]);
  });
  const client = await getServerClient();
  await client.GET('/api/v1/categories');
  const [request] = sent;
  if (!request) throw new Error('no call reached the API');
  return request.headers;
}

afterEach(() => {
  vi.unstubAllGlobals();
  incoming.headers = new Headers();
});

describe('getServerClient', () => {
  it("passes the page view's request id to the API", async () => {
    incoming.headers = new Headers({ 'x-request-id': 'page-view-7' });
    expect((await headersSentToApi()).get('x-request-id')).toBe('page-view-7');
  });

  it("passes the page view's trace to the API (server/page-view-spans.ts wrote it on the request)", async () => {
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    incoming.headers = new Headers({ traceparent });
    expect((await headersSentToApi()).get('traceparent')).toBe(traceparent);
  });

  it('passes no traceparent that is not W3C Trace Context', async () => {
    incoming.headers = new Headers({
      traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01, x',
    });
    expect((await headersSentToApi()).get('traceparent')).toBeNull();
  });

  it('passes no id that is not a plain token (the API then makes its own)', async () => {
    incoming.headers = new Headers({ 'x-request-id': 'x y' });
    expect((await headersSentToApi()).get('x-request-id')).toBeNull();
  });
});
