import { defineConfig } from 'vitest/config';

// `npm run test:topology`: the production shape of deploy/ started on this machine (nginx with TLS in front of two
// API processes and the website, PostgreSQL, a redis-server of its own), checked through nginx. One file, one run.
export default defineConfig({
  test: {
    name: 'topology',
    root: new URL('.', import.meta.url).pathname,
    include: ['topology.test.ts', 'backup-restore.test.ts'],
    globalSetup: ['./build-apps.ts'],
    env: { TZ: 'Asia/Kathmandu' },
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
