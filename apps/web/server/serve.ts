/**
 * The website in production (`npm start`, the e2e tests, the bench): Next's request handler behind a node:http
 * server that first answers a signed-out visitor's event page from the pages it keeps (kept-pages.ts), without
 * Next's routing, proxy and compression per visit. Everything else goes to Next as `next start` would serve it.
 *
 * Run with Node's own TypeScript support (`node server/serve.ts`): options as `next start` takes them
 * (`--port`/`-p`, `--hostname`/`-H`, else PORT and HOSTNAME).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REQUEST_ID_HEADER, readRequestId } from '@happenings/domain/request-id';
import next from 'next';
import compression from 'next/dist/compiled/compression/index.js';
import { releaseCompressionStream } from 'next/dist/server/lib/release-compression-stream.js';
import {
  getServerEnv,
  readObservability,
  readSecretProblems,
  readShutdownTimings,
  readTracing,
} from '../src/lib/env.ts';
import { answerHealthProbe } from './health-probes.ts';
import { createKeptPages } from './kept-pages.ts';
import { RENDER_NONCE_ENV, RENDER_SECRET_ENV } from './kept-render.ts';
import { createSiteLogger, observeRequest, toLoggedError } from './request-log.ts';
import { readRouteTemplates } from './route-templates.ts';
import { rewriteScriptsOf } from './scripts-after-paint.ts';
import { createSiteMetrics, startSiteMetricsServer } from './site-metrics.ts';

const secretProblems = readSecretProblems();
if (secretProblems.length > 0) {
  console.error(`Invalid environment: ${secretProblems.join('; ')}`);
  process.exit(1);
}

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(long: string, short: string): string | undefined {
  const args = process.argv.slice(2);
  const index = args.findIndex((arg) => arg === long || arg === short);
  return index >= 0 ? args[index + 1] : undefined;
}

const port = Number(option('--port', '-p') ?? process.env.PORT ?? 3000);
const hostname = option('--hostname', '-H') ?? process.env.HOSTNAME ?? '0.0.0.0';

// Read by Next's proxy in this process (src/proxy.ts) when it renders a page to keep.
const renderNonce = randomBytes(16).toString('base64');
const renderSecret = randomBytes(16).toString('base64');
process.env[RENDER_NONCE_ENV] = renderNonce;
process.env[RENDER_SECRET_ENV] = renderSecret;

// Traces (docs/operations.md#traces): only with a collector configured; otherwise the SDK is not even loaded.
const tracing = readTracing();
const pageViewSpans = tracing
  ? await import('./page-view-spans.ts').then(({ startPageViewSpans }) => startPageViewSpans(tracing))
  : null;

const app = next({ dev: false, dir: webDir, hostname, port });
const handle = app.getRequestHandler();
const selfHost = hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname;
const kept = createKeptPages({
  apiUrl: getServerEnv().apiUrl,
  selfUrl: `http://${selfHost.includes(':') ? `[${selfHost}]` : selfHost}:${port}`,
  renderNonce,
  renderSecret,
});

const compress = compression();

await app.prepare();
// One log line per request and this process's metrics (docs/operations.md#logs, #metrics), by route template.
const observability = readObservability();
const logger = createSiteLogger(observability.log);
const metrics = createSiteMetrics({ withProcessMetrics: true });
const observed = { logger, metrics, routes: readRouteTemplates(path.join(webDir, '.next')) };
if (observability.metrics) {
  const { port: metricsPort } = await startSiteMetricsServer(metrics.registry, observability.metrics);
  logger.info({ port: metricsPort, host: observability.metrics.host }, 'metrics for Prometheus at /metrics');
}
/** Set by SIGTERM: readiness answers 503 and every answer closes its connection (the end of this file). */
let isDraining = false;
const handleVisit = (request: IncomingMessage, response: ServerResponse) => {
  if (isDraining) response.setHeader('connection', 'close');
  // One id per page view, kept from a proxy in front when it is a plain token: Next's server components read it
  // from the request's headers and pass it to the API (src/lib/api-server.ts), and the browser's calls relayed
  // to the API carry it as they are (src/lib/api-proxy.ts).
  const requestId = readRequestId(request.headers['x-request-id']?.toString());
  request.headers['x-request-id'] = requestId;
  response.setHeader(REQUEST_ID_HEADER, requestId);
  const view = observeRequest(observed, request, response, requestId);
  answerHealthProbe(request, response, {
    apiUrl: getServerEnv().apiUrl,
    requestId,
    isShuttingDown: () => isDraining,
  })
    .then((answered) => answered || kept.answer(request, response))
    .then((answered) => {
      if (answered) return;
      // Next's own compression is off (next.config.ts) so that the pages' HTML is rewritten before it: the same
      // middleware with the same defaults wraps the response first, then the rewriter.
      compress(request, response, () => {});
      // As Next does: a client that leaves mid-response would otherwise leave the zlib stream open.
      response.once('close', () => {
        if (!response.writableFinished) releaseCompressionStream(response);
      });
      rewriteScriptsOf(request, response);
      view.isRendered = true;
      return handle(request, response);
    })
    .catch((error: unknown) => {
      logger.error({ requestId, err: toLoggedError(error) }, 'unhandled error');
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('Something went wrong.');
    });
};
const server = createServer(pageViewSpans ? pageViewSpans.wrap(handleVisit) : handleVisit);
server.listen(port, hostname, () => logger.info({ port }, `Website on http://${hostname}:${port}`));

/**
 * SIGTERM (systemd's stop, a deploy): readiness turns 503 at once and for the drain every answer closes its
 * connection, so a balancer stops sending and a proxy's kept-alive connections end after their last answer; then the
 * listener closes and the requests in flight get the timeout before the process ends anyway.
 */
const shutdown = readShutdownTimings();
const stop = () => {
  if (isDraining) return;
  isDraining = true;
  console.info(`Shutting down: readiness 503 for ${shutdown.drainMs} ms, then finishing requests in flight`);
  setTimeout(() => process.exit(0), shutdown.drainMs + shutdown.timeoutMs).unref();
  setTimeout(() => {
    // The last spans are sent before the process ends.
    server.close(() => void Promise.resolve(pageViewSpans?.shutdown()).finally(() => process.exit(0)));
    server.closeIdleConnections();
  }, shutdown.drainMs);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
