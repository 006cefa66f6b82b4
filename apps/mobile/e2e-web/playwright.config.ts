/**
 * Browser tests of the app's web export in Debian's Chromium (never `playwright install`), at a phone's size
 * (390x844, below spec §9's 430 px mobile breakpoint). The global set-up exports the app when stale and serves
 * it with the API behind it on one origin, exported as MOBILE_WEB_BASE_URL.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  testDir: e2eDir,
  testMatch: '**/*.e2e.ts',
  outputDir: path.join(e2eDir, '../test-results/web-artifacts'),
  globalSetup: path.join(e2eDir, 'global-setup.ts'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // The first screen of a cold page parses ~2 MB of JavaScript on a 2-core machine.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.MOBILE_WEB_BASE_URL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
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
