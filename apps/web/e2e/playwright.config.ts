/**
 * Browser tests in Debian's Chromium (never `playwright install`): the global set-up starts the API on a fresh
 * data folder and the built website, both on free ports, and exports the site's address as E2E_BASE_URL.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  testDir: e2eDir,
  testMatch: '**/*.e2e.ts',
  outputDir: path.join(e2eDir, '../test-results/artifacts'),
  globalSetup: path.join(e2eDir, 'global-setup.ts'),
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A signed-in journey with screenshots at two widths takes 15–20 s on a quiet 2-core host and has run past 30 s
  // on a busy one; the budget is per test, so a hang still fails within a minute.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Feature flags are global: the test that switches them runs after every other test, never beside the contest
  // pages that read them.
  projects: [
    { name: 'journeys', testIgnore: '**/switch-a-feature-flag.e2e.ts' },
    { name: 'global switches', testMatch: '**/switch-a-feature-flag.e2e.ts', dependencies: ['journeys'] },
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
