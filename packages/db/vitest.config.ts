import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'db',
    include: ['src/**/*.test.ts'],
    env: { TZ: 'Asia/Kathmandu' },
    // PGlite boots a WASM PostgreSQL per test file; the first boot and migration can take a few seconds on 2 cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
