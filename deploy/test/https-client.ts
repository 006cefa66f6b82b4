/**
 * HTTPS requests to nginx as a browser makes them: to https://localhost:<port> over kept-alive connections,
 * trusting the run's self-signed certificate (and only it), never throwing on an HTTP status.
 */

import type { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';

export interface HttpsAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text(): string;
  json<T = unknown>(): T;
}

export interface HttpsRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

export function createHttpsClient(port: number, ca: string) {
  const agent = new https.Agent({ keepAlive: true, maxSockets: 64, ca, servername: 'localhost' });
  const request = (pathname: string, init: HttpsRequest = {}): Promise<HttpsAnswer> =>
    new Promise((resolve, reject) => {
      const outgoing = https.request(
        {
          host: '127.0.0.1',
          port,
          path: pathname,
          method: init.method ?? 'GET',
          servername: 'localhost',
          headers: { host: `localhost:${port}`, ...init.headers },
          agent,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const body = Buffer.concat(chunks);
            resolve({
              status: incoming.statusCode ?? 0,
              headers: incoming.headers,
              body,
              text: () => body.toString('utf8'),
              json: <T>() => JSON.parse(body.toString('utf8')) as T,
            });
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(init.body);
    });
  return { origin: `https://localhost:${port}`, request, close: () => agent.destroy() };
}

export type HttpsClient = ReturnType<typeof createHttpsClient>;
