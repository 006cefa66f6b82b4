/**
 * The website server's metrics (docs/operations.md#metrics), in a prom-client registry of this process served on a
 * port of its own (METRICS_PORT), never on the public site: requests by route template and status, the time Next
 * takes to render a page, process memory and event-loop delay. prom-client, as the API (apps/api/src/metrics).
 */
import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export interface SiteMetrics {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status'>;
  /** Pages Next rendered (not the kept pages, the probes or the proxied API calls), until the last byte. */
  renderDuration: Histogram<'route' | 'status'>;
}

export function createSiteMetrics(options: { withProcessMetrics?: boolean } = {}): SiteMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'web' });
  if (options.withProcessMetrics)
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  return {
    registry,
    requestDuration: new Histogram({
      name: 'happenings_web_request_duration_seconds',
      help: "The website server's requests by method, route template (never the raw path) and status",
      labelNames: ['method', 'route', 'status'] as const,
      buckets: REQUEST_BUCKETS,
      registers: [registry],
    }),
    renderDuration: new Histogram({
      name: 'happenings_web_render_duration_seconds',
      help: 'Pages rendered by Next, by route template and status, until the last byte was sent',
      labelNames: ['route', 'status'] as const,
      buckets: REQUEST_BUCKETS,
      registers: [registry],
    }),
  };
}

/** Serves the registry at GET /metrics on its own port; nothing else answers there. */
export function startSiteMetricsServer(
  registry: Registry,
  options: { port: number; host: string },
): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    if (request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: metrics are at /metrics');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) =>
        response.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${String(error)}`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : options.port });
    });
  });
}
