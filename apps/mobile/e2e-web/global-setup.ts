/**
 * Exports the app for the web when the export is missing or older than its sources, then serves it with a fresh
 * seeded API behind it and the website beside it (scripts/web-stack.mjs); returns the teardown. The API's log goes to
 * test-results/web-servers/api.log.
 */
import path from 'node:path';
import { exportWeb, mobileDir, reasonToExport } from '../scripts/web-export.mjs';
import { startWebStack } from '../scripts/web-stack.mjs';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const reason = reasonToExport();
  if (reason) {
    console.log(`[e2e-web] exporting the app for the web (${reason})`);
    exportWeb();
  }
  const stack = await startWebStack({
    logFile: path.join(mobileDir, 'test-results/web-servers/api.log'),
    website: true,
  });
  process.env.MOBILE_WEB_BASE_URL = stack.url;
  process.env.MOBILE_WEB_API_URL = stack.apiUrl;
  if (stack.websiteUrl) process.env.MOBILE_WEB_WEBSITE_URL = stack.websiteUrl;
  console.log(
    `[e2e-web] app ${stack.url}, website ${stack.websiteUrl}, API ${stack.apiUrl}, data ${stack.dataDir}`,
  );
  return stack.stop;
}
