/**
 * A redis-server of the test's own on a free port (no persistence), so stopping it never disturbs the shared
 * Redis other suites use. stop() and start() reuse the same port, as a restarted server would.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { findFreePort } from './free-port.ts';
import { waitFor } from './wait-for.ts';

export interface RedisServer {
  url: string;
  port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Keys matching `pattern`, read with a short-lived connection. */
  keys(pattern: string): Promise<string[]>;
  /** Deletes every key. */
  flush(): Promise<void>;
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await findFreePort();
  let child: ChildProcess | null = null;

  const ping = async () => {
    const redis = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0 });
    redis.on('error', () => {});
    try {
      await redis.connect();
      return (await redis.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      redis.disconnect();
    }
  };

  const server: RedisServer = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      const started = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      child = started;
      await waitFor('redis-server to answer PING', ping, { timeoutMs: 10_000 });
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = once(running, 'exit');
      running.kill('SIGTERM');
      await exited;
      child = null;
    },
    async keys(pattern) {
      const redis = new Redis({ port, host: '127.0.0.1', maxRetriesPerRequest: 0 });
      try {
        return await redis.keys(pattern);
      } finally {
        redis.disconnect();
      }
    },
    async flush() {
      const redis = new Redis({ port, host: '127.0.0.1', maxRetriesPerRequest: 0 });
      try {
        await redis.flushall();
      } finally {
        redis.disconnect();
      }
    },
  };
  await server.start();
  return server;
}
