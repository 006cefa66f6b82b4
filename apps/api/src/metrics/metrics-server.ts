/**
 * Serves a registry's metrics to Prometheus on a port of their own (METRICS_PORT, bound to METRICS_HOST), never on
 * the public site: the API's and the website's public ports have no metrics path at all, and this port belongs on a
 * private network or the loopback interface (docs/operations.md#metrics).
 */
import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

export const METRICS_PATH = '/metrics';

export interface MetricsServer {
  server: Server;
  /** The port it listens on (the one asked for, or the system's choice for 0). */
  port: number;
  close(): Promise<void>;
}

export function startMetricsServer(
  registry: Registry,
  options: { port: number; host: string },
): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    if (request.url?.split('?')[0] !== METRICS_PATH) {
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
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolve({
        server,
        port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
