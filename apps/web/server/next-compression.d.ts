/** Next's bundled copy of the `compression` middleware (1.x), which `next start` uses; it ships no types. */
declare module 'next/dist/compiled/compression/index.js' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
  export default function compression(options?: { threshold?: number | string; level?: number }): Middleware;
}
