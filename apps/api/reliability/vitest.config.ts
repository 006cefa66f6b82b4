import { defineConfig } from 'vitest/config';

// The reliability suite (docs/reliability.md): real API processes on PostgreSQL and Redis, one file at a time
// (each starts its own processes, database and redis-server on a 2-core machine).
export default defineConfig({
  test: {
    name: 'reliability',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.test.ts'],
    globalSetup: ['./build-api.ts'],
    env: { TZ: 'Asia/Kathmandu' },
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
