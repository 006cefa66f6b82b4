import { defineConfig } from 'vitest/config';

// Every suite runs in a zone that is neither UTC nor New York (and has a 45-minute offset), so code that
// forgets to pass a time zone fails loudly. Set before workers start so they inherit it.
process.env.TZ = 'Asia/Kathmandu';

export default defineConfig({
  test: {
    // apps/mobile runs under jest-expo (React Native's transform and module mocks), from the root `npm test`
    // after this run: vitest would pick up its *.test.tsx files and fail on them.
    projects: ['packages/*', 'apps/*', '!apps/mobile', 'deploy'],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/*.bench.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
