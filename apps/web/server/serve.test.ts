import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SERVE = fileURLToPath(new URL('./serve.ts', import.meta.url));

/** Runs the website's server in production with `env` and collects what it printed until it ended. */
function runProductionServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVE, '--port', '0'], {
      cwd: tmpdir(),
      env: {
        NODE_ENV: 'production',
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? tmpdir(),
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server was still running: ${stderr}`));
    }, 20_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('the website server in production', () => {
  it('does not start on a published AUTH_SECRET, naming it', async () => {
    const { code, stderr } = await runProductionServer({
      AUTH_SECRET: 'happenings-development-secret-change-me',
    });
    expect(code).toBe(1);
    expect(stderr).toMatch(/AUTH_SECRET: is a published default/);
  }, 30_000);
});
