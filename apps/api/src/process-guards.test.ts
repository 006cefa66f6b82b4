import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const guards = new URL('./process-guards.ts', import.meta.url).href;
const dir = mkdtempSync(path.join(tmpdir(), 'happenings-guards-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `body` in a real Node process with the guards installed; resolves with its exit code and output. */
function runWithGuards(name: string, body: string): Promise<{ code: number | null; output: string }> {
  const script = path.join(dir, `${name}.ts`);
  writeFileSync(
    script,
    `import { installProcessGuards } from '${guards}';\ninstallProcessGuards();\n${body}\n`,
  );
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: path.dirname(new URL(import.meta.url).pathname),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('installProcessGuards', () => {
  it('logs a rejected promise nobody awaited and keeps the process running', async () => {
    const result = await runWithGuards(
      'rejection',
      "void Promise.reject(new Error('lost job'));\nsetTimeout(() => console.log('still serving'), 50);",
    );
    expect(result.output).toMatch(/Unhandled promise rejection \(the server keeps running\)[\s\S]*lost job/);
    expect(result.output).toContain('still serving');
    expect(result.code).toBe(0);
  });

  it('logs an uncaught exception and exits non-zero', async () => {
    const result = await runWithGuards(
      'exception',
      "setTimeout(() => { throw new Error('broken state'); }, 0);\nsetTimeout(() => console.log('never'), 200);",
    );
    expect(result.output).toMatch(/Uncaught exception \(uncaughtException\); exiting[\s\S]*broken state/);
    expect(result.output).not.toContain('never');
    expect(result.code).toBe(1);
  });
});
