/**
 * The floors of the API benchmark, on PORT: a bare `node:http` hello-world (BENCH_FLOOR unset or 'node-http'),
 * or the same answer through Hono (BENCH_FLOOR=hono), so the report shows what the framework alone costs.
 */
import { createServer } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const port = Number(process.env.PORT);
const body = JSON.stringify({ hello: 'world' });

if (process.env.BENCH_FLOOR === 'hono') {
  const app = new Hono();
  app.get('/hello', (c) => c.json({ hello: 'world' }));
  serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => console.info('ready'));
} else {
  createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  }).listen(port, '127.0.0.1', () => console.info('ready'));
}
