/** Stops the API of global-setup.ts and removes its data folder. */
import { rmSync } from 'node:fs';
import type { TestApi } from './global-setup.ts';

export default async function globalTeardown(): Promise<void> {
  const api = (globalThis as { __HAPPENINGS_TEST_API__?: TestApi }).__HAPPENINGS_TEST_API__;
  if (!api) return;
  const { child, dataDir } = api;
  if (child.exitCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
  rmSync(dataDir, { recursive: true, force: true });
}
