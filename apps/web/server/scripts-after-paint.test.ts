import { createServer, get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import compression from 'next/dist/compiled/compression/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScriptRewriter, rewriteScriptsOf, unfinishedTagAt } from './scripts-after-paint.ts';

const NONCE = 'Lm1o0RQ5WrdQqRHjVrKBZg==';
/** The shape of a page as Next 16 writes it: chunks in the head, the entry chunk after the body. */
const PAGE =
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>` +
  `<link rel="stylesheet" href="/_next/static/chunks/03hj.css" nonce="${NONCE}" data-precedence="next"/>` +
  `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="/_next/static/chunks/0uk6.js"/>` +
  `<script src="/_next/static/chunks/0wo2.js" async="" nonce="${NONCE}"></script>` +
  `<script src="/_next/static/chunks/turbopack-2u1d.js" async="" nonce="${NONCE}"></script>` +
  `<script src="/_next/static/chunks/0cz1.js" noModule="" nonce="${NONCE}"></script></head>` +
  `<body><main><h1>Boston this week</h1>${'<p>An event &lt;here&gt; a<b</p>'.repeat(30)}</main>` +
  `<script nonce="${NONCE}" id="_R_">(globalThis.TURBOPACK||[]).push({})</script>` +
  `<script src="/_next/static/chunks/0uk6.js" nonce="${NONCE}" async=""></script>` +
  `<script nonce="${NONCE}">self.__next_f.push([1,"<script>"])</script></body></html>`;

const CHUNKS = [
  '/_next/static/chunks/0wo2.js',
  '/_next/static/chunks/turbopack-2u1d.js',
  '/_next/static/chunks/0uk6.js',
];

function rewriteWhole(text: string): string {
  const rewriter = createScriptRewriter();
  return rewriter.write(text) + rewriter.end();
}

describe('the script rewriter', () => {
  it('queues every async chunk behind the loader, written once, and drops the entry chunk’s preload', () => {
    const out = rewriteWhole(PAGE);
    expect(out).not.toMatch(/<script src="\/_next\/static\/[^"]+" (async|nonce)/);
    expect(out).not.toContain('rel="preload" as="script"');
    for (const src of CHUNKS) expect(out).toContain(`self.__happeningsScript("${src}")`);
    expect(out.match(/PerformanceObserver/g)).toHaveLength(1);
    // The loader comes before the first queued chunk and carries the page's nonce.
    expect(out.indexOf('PerformanceObserver')).toBeLessThan(out.indexOf('__happeningsScript("/_next'));
    expect(out).toContain(`<script nonce="${NONCE}">(function loadChunksAfterPaint(`);
    // The rest is as Next wrote it: styles, the legacy-browser script, inline data, text.
    expect(out).toContain(
      `<script src="/_next/static/chunks/0cz1.js" noModule="" nonce="${NONCE}"></script>`,
    );
    expect(out).toContain('href="/_next/static/chunks/03hj.css"');
    expect(out).toContain('self.__next_f.push([1,"<script>"])');
    expect(out).toContain('<p>An event &lt;here&gt; a<b</p>');
  });

  it('writes the same page whatever pieces the HTML streams in', () => {
    const whole = rewriteWhole(PAGE);
    for (let size = 1; size <= 97; size += 3) {
      const rewriter = createScriptRewriter();
      let out = '';
      for (let at = 0; at < PAGE.length; at += size) out += rewriter.write(PAGE.slice(at, at + size));
      out += rewriter.end();
      expect(out, `pieces of ${size}`).toBe(whole);
    }
  });

  it('leaves a page without a nonce as it is', () => {
    const page = PAGE.replaceAll(` nonce="${NONCE}"`, '');
    expect(rewriteWhole(page)).toBe(page);
  });

  it('holds back only what may be the start of a tag to rewrite', () => {
    expect(unfinishedTagAt('<p>done</p>')).toBe(-1);
    expect(unfinishedTagAt('<p>done</p><scr')).toBe(11);
    expect(unfinishedTagAt('<p>x</p><script src="/_next/static/chunks/a.js" async=""></scr')).toBe(8);
    expect(unfinishedTagAt('<script nonce="n">if (a < b) go()')).toBe(-1);
    const long = `<script nonce="n">${'x'.repeat(600)}</script><`;
    expect(unfinishedTagAt(long)).toBe(long.length - 1);
    expect(unfinishedTagAt('<p>a<b')).toBe(4);
  });
});

describe('rewriteScriptsOf', () => {
  let server: Server;
  let origin = '';

  beforeAll(async () => {
    const compress = compression();
    server = createServer((request, response) => {
      compress(request, response, () => {});
      rewriteScriptsOf(request, response);
      if (request.url === '/page') {
        // As Next streams a page: headers first, then the HTML in pieces.
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.flushHeaders();
        const half = Math.floor(PAGE.length / 2);
        response.write(Buffer.from(PAGE.slice(0, half)));
        response.end(PAGE.slice(half));
      } else if (request.url === '/sized') {
        response.writeHead(200, {
          'Content-Type': 'text/html',
          'Content-Length': String(Buffer.byteLength(PAGE)),
        });
        response.end(PAGE);
      } else if (request.url === '/encoded') {
        const body = Buffer.from(PAGE);
        response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'identity-test' });
        response.end(body);
      } else {
        response.setHeader('content-type', 'application/javascript');
        response.end(PAGE);
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, encoding: string) =>
    new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolve, reject) => {
        httpGet(`${origin}${path}`, { headers: { 'accept-encoding': encoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      },
    );

  it('rewrites a streamed page before it is compressed', async () => {
    const { headers, body } = await get('/page', 'gzip, deflate, br, zstd');
    expect(headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(body).toString()).toBe(rewriteWhole(PAGE));
  });

  it('rewrites an uncompressed page and drops the length the handler declared', async () => {
    const { headers, body } = await get('/sized', 'identity');
    expect(headers['content-length']).toBeUndefined();
    expect(body.toString()).toBe(rewriteWhole(PAGE));
  });

  it('passes other types and bodies the handler encoded through untouched', async () => {
    for (const path of ['/script', '/encoded']) {
      const { body } = await get(path, 'identity');
      expect(body.toString()).toBe(PAGE);
    }
  });
});
