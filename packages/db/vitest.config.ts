import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'db',
    include: ['src/**/*.test.ts'],
    env: { TZ: 'Asia/Kathmandu' },
    // Files share one module graph per worker instead of importing the whole API again for each (that import was
    // half of the suite's time). Each file still builds its own app and database (testing/create-test-app.ts),
    // so no state is shared between files but what modules keep, which is read-only.
    isolate: false,
    // PGlite boots a WASM PostgreSQL per test file; the first boot and migration can take a few seconds on 2 cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
