/**
 * A small server for the web export (dist-web), as a host would serve it: its files, index.html for any other
 * path (a single-page app: /event/x is routed in the page), and /api/* and /media/* passed to the API, so the
 * page and the API share one origin (no CORS; the API's origin checks see its own PUBLIC_URL).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, request as forward } from 'node:http';
import path from 'node:path';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.ttf': 'font/ttf',
  '.woff2': 'font/woff2',
};

const PROXIED = /^\/(api|media)\//;
/** Build output: a missing file here is a real 404, not a route of the app. */
const BUILD_FILES = /^\/(_expo|assets)\//;

async function fileAt(dir, urlPath) {
  const file = path.join(dir, path.normalize(decodeURIComponent(urlPath)));
  if (!file.startsWith(dir + path.sep)) return null;
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? { file, size: info.size } : null;
}

function proxy(apiUrl, req, res) {
  const target = new URL(req.url ?? '/', apiUrl);
  const upstream = forward(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('The API did not answer.');
  });
  req.pipe(upstream);
}

async function serveFile(dir, req, res) {
  const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
  let found = urlPath === '/' ? null : await fileAt(dir, urlPath).catch(() => null);
  if (!found && BUILD_FILES.test(urlPath)) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  found ??= await fileAt(dir, '/index.html');
  if (!found) {
    res.writeHead(500, { 'content-type': 'text/plain' }).end('No index.html: run npm run export:web');
    return;
  }
  const type = CONTENT_TYPES[path.extname(found.file)] ?? 'application/octet-stream';
  // The page is always checked again; bundles carry a content hash in their names, so they never change.
  const cache = found.file.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable';
  res.writeHead(200, { 'content-type': type, 'content-length': found.size, 'cache-control': cache });
  if (req.method === 'HEAD') res.end();
  else createReadStream(found.file).pipe(res);
}

/**
 * Serves `dir` on 127.0.0.1 (`port` 0: a free one) and proxies to `apiUrl`; resolves with its address and a
 * close function once it listens.
 */
export function serveWebExport({ dir, apiUrl, port = 0 }) {
  const root = path.resolve(dir);
  const server = createServer((req, res) => {
    if (PROXIED.test(req.url ?? '')) proxy(apiUrl, req, res);
    else
      serveFile(root, req, res).catch(() => {
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
      const close = () =>
        new Promise((done) => {
          server.closeAllConnections();
          server.close(() => done());
        });
      resolve({ url, close });
    });
  });
}
