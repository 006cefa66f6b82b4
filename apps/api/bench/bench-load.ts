/**
 * One measurement: autocannon against a list of paths (taken in turn), asking for compressed bodies as a browser
 * does, so "bytes" is what crosses the wire per response (headers included).
 */
import autocannon, { type Request } from 'autocannon';
import { cpuSecondsOf } from './bench-servers.ts';

export interface BenchRow {
  setup: string;
  target: string;
  connections: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  bytesPerResponse: number;
  errors: number;
  /** Cores the serving processes kept busy during the counted run (1 = one core all the time). */
  serverCores: number;
  /** Cores the load generator (autocannon, in this process) kept busy: near 1, it is the limit, not the server. */
  loadCores: number;
  /** Server CPU time per answered request, in microseconds: the cost of a path whatever limits the rate. */
  serverUsPerRequest: number;
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
    /** A sequence each connection repeats, instead of `paths` taken in turn. */
    requests?: Request[];
    /** The processes that answer (the API, and the website in front of it for pages). */
    serverPids?: Array<number | undefined>;
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
      requests: options.requests ?? [
        { setupRequest: (request) => ({ ...request, path: paths[i++ % paths.length]! }) },
      ],
    });
  if (options.warmup) await run(options.warmup);
  const serverCpu = () => (options.serverPids ?? []).reduce<number>((sum, pid) => sum + cpuSecondsOf(pid), 0);
  const serverBefore = serverCpu();
  const loadBefore = process.cpuUsage();
  const started = performance.now();
  const result = await run(options.duration);
  const seconds = (performance.now() - started) / 1000;
  const serverSeconds = serverCpu() - serverBefore;
  const load = process.cpuUsage(loadBefore);
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
    serverCores: serverSeconds / seconds,
    loadCores: (load.user + load.system) / 1e6 / seconds,
    serverUsPerRequest: result.requests.total > 0 ? (serverSeconds * 1e6) / result.requests.total : 0,
  };
}
