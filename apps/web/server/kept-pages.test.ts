import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeptPages, type KeptPages } from './kept-pages.ts';
import { MEMBER_VIEW, RENDER_HEADER, RENDER_VIEW_HEADER } from './kept-render.ts';

const NONCE = 'placeholder-nonce';
const SECRET = 'render-secret';

/** One real HTTP server as both the API (the event's version) and the site (renders that echo their request). */
let upstream: Server;
let renders: IncomingHttpHeaders[];
/** The request ids the version checks carried. */
let checks: Array<string | undefined>;
/** The site under test: kept pages first, else 404 ("Next"). */
let site: Server;
let kept: KeptPages;

beforeAll(async () => {
  renders = [];
  checks = [];
  upstream = createServer((request, response) => {
    if (request.url?.startsWith('/api/v1/experiences/slug/')) {
      checks.push(request.headers['x-request-id'] as string | undefined);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ publishState: 'PUBLISHED', updatedAt: '2026-01-01T00:00:00Z', interested: 3 }),
      );
      return;
    }
    renders.push(request.headers);
    const view = request.headers[RENDER_VIEW_HEADER] ?? 'public';
    response.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': `'nonce-${NONCE}'` });
    response.end(`<html><script nonce="${NONCE}"></script><p>${view}</p></html>`);
  });
  upstream.listen(0, '127.0.0.1');
  await once(upstream, 'listening');
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  kept = createKeptPages({
    apiUrl: upstreamUrl,
    selfUrl: upstreamUrl,
    renderNonce: NONCE,
    renderSecret: SECRET,
  });
  site = createServer((request, response) => {
    void kept.answer(request, response).then((answered) => {
      if (answered) return;
      response.writeHead(404);
      response.end('rendered for this visitor');
    });
  });
  site.listen(0, '127.0.0.1');
  await once(site, 'listening');
});

afterAll(() => {
  upstream.close();
  site.close();
});

const nonceOf = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1] ?? '';

function visit(cookie?: string): Promise<{ status: number; body: string; age?: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: (site.address() as AddressInfo).port,
        path: '/event/jazz-night',
        headers: { accept: 'text/html', 'x-request-id': 'visit-id', ...(cookie ? { cookie } : {}) },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body,
            age: response.headers.age as string | undefined,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('kept event pages', () => {
  it('keep one member page for visitors with a session cookie, rendered without any session', async () => {
    const first = await visit('__session=alice-token');
    expect(first.status).toBe(200);
    expect(first.body).toContain(`<p>${MEMBER_VIEW}</p>`);
    expect(first.body).not.toContain(NONCE);
    const memberRenders = renders.filter((headers) => headers[RENDER_VIEW_HEADER] === MEMBER_VIEW);
    expect(memberRenders).toHaveLength(1);
    expect(memberRenders[0]![RENDER_HEADER]).toBe(SECRET);
    expect(memberRenders[0]!.cookie).toBeUndefined();

    // Another member is sent the same kept page (no second render), nothing of the first visitor in it.
    const second = await visit('__session=bob-token');
    expect(second.body).toBe(first.body.replaceAll(nonceOf(first.body), nonceOf(second.body)));
    expect(second.age).toMatch(/^\d+$/);
    expect(renders.filter((headers) => headers[RENDER_VIEW_HEADER] === MEMBER_VIEW)).toHaveLength(1);
    // The location cookie is part of the key, as for signed-out pages.
    expect((await visit('__session=bob-token; location=dc')).status).toBe(200);
    const located = renders.filter((headers) => headers[RENDER_VIEW_HEADER] === MEMBER_VIEW);
    expect(located).toHaveLength(2);
    expect(located[1]!.cookie).toBe('location=dc');
  });

  it('keep the signed-out page apart from the member page, the API check carrying the visit id', async () => {
    const page = await visit();
    expect(page.status).toBe(200);
    expect(page.body).toContain('<p>public</p>');
    expect(checks.at(-1)).toBe('visit-id');
  });

  it('leave a visitor with any other cookie to their own render', async () => {
    const page = await visit('__session=alice-token; other=1');
    expect(page.status).toBe(404);
    expect(page.body).toBe('rendered for this visitor');
  });
});
