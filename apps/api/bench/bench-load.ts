/**
 * One measurement: autocannon against a list of paths (taken in turn), asking for compressed bodies as a browser
 * does, so "bytes" is what crosses the wire per response (headers included).
 */
import autocannon from 'autocannon';

export interface BenchRow {
  setup: string;
  target: string;
  connections: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  bytesPerResponse: number;
  errors: number;
}

export async function measure(
  setup: string,
  target: string,
  url: string,
  paths: string[],
  options: {
    connections: number;
    duration: number;
    /** Seconds of the same load first, not counted: every process measured warm (JIT, connections, caches). */
    warmup?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
  },
): Promise<BenchRow> {
  let i = 0;
  const run = (duration: number) =>
    autocannon({
      url,
      connections: options.connections,
      duration,
      headers: { 'accept-encoding': 'br, gzip', ...options.headers },
      ...(options.method ? { method: options.method } : {}),
      requests: [{ setupRequest: (request) => ({ ...request, path: paths[i++ % paths.length]! }) }],
    });
  if (options.warmup) await run(options.warmup);
  const result = await run(options.duration);
  return {
    setup,
    target,
    connections: options.connections,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerResponse:
      result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}
