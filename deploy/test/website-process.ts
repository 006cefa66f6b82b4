/**
 * The website's production server (apps/web/server/serve.ts over the build in apps/web/.next, made by the run's
 * global set-up) as a process of the test's own on 127.0.0.1, its output kept for failure messages.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { waitFor } from '../../apps/api/reliability/wait-for.ts';
import { webDir, webServer } from '../../apps/web/scripts/build-freshness.mjs';

export interface WebsiteProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Resolves once its own readiness (which asks the API's) answers 200. */
  ready(timeoutMs?: number): Promise<void>;
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

export function startWebsite(options: { port: number; env: Record<string, string> }): WebsiteProcess {
  const child = spawn(
    process.execPath,
    [webServer, '--port', String(options.port), '--hostname', '127.0.0.1'],
    {
      cwd: webDir,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? tmpdir(),
        TZ: 'UTC',
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = `${output}${chunk.toString()}`.slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${options.port}`;
  return {
    child,
    url,
    output: () => output,
    async ready(timeoutMs = 60_000) {
      await waitFor(
        `the website on port ${options.port} to be ready`,
        async () => {
          if (child.exitCode !== null) throw new Error(`The website exited:\n${output}`);
          const response = await fetch(`${url}/_health/ready`).catch(() => null);
          await response?.body?.cancel();
          return response?.status === 200;
        },
        { timeoutMs, intervalMs: 250 },
      );
    },
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
