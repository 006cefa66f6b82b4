/**
 * Child processes of the bench: each started on its own port, waited for until it answers, and stopped with its
 * peak resident memory read from /proc (VmHWM) just before, so the report can show what each process needed.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const children = new Set<ChildProcess>();
// A bench that fails half-way leaves no server behind to answer the next run on a reused port.
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** A port nothing listens on now. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface BenchServer {
  url: string;
  /** The server's process id: the load measurement reads its CPU time from /proc. */
  pid: number | undefined;
  /** Stops the process and answers its peak resident memory in MB (0 where /proc is not readable). */
  stop(): Promise<number>;
}

function peakMemoryMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

const CLOCK_TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * CPU seconds (user + system, every thread) a process has used so far, from /proc/{pid}/stat; 0 where /proc is
 * not readable. Read before and after a measurement, it tells whether the server or the load generator was busy.
 */
export function cpuSecondsOf(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at ") "; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export async function startBenchServer(options: {
  args: string[];
  cwd: string;
  readyPath: string;
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const port = await findFreePort();
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production', ...options.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${url}${options.readyPath}`, child, 180_000);
  return {
    url,
    pid: child.pid,
    async stop() {
      const peak = peakMemoryMb(child.pid);
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      return peak;
    },
  };
}
