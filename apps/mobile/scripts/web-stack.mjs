/**
 * The web export served with an API behind it on one origin: what the browser tests and the bench open.
 * The page's origin is known before the API starts, because the API writes it into sign-in checks and the
 * seeded media addresses. With `website`, the website runs beside them as the product's public origin, and the
 * app's origin is one the API trusts (TRUSTED_ORIGINS), as an operator who serves the app's web build from an
 * address of its own configures it.
 */
import path from 'node:path';
import { serveWebExport } from './serve-web-export.mjs';
import { freePort, startTestApi } from './test-api.mjs';
import { distDir } from './web-export.mjs';
import { startWebsite } from './website.mjs';

export async function startWebStack({ logFile, website = false }) {
  const apiPort = await freePort();
  const websitePort = website ? await freePort() : undefined;
  const websiteUrl = websitePort ? `http://127.0.0.1:${websitePort}` : undefined;
  const web = await serveWebExport({ dir: distDir, apiUrl: `http://127.0.0.1:${apiPort}` });
  const closers = [() => web.close()];
  const stop = async () => {
    for (const close of closers.reverse()) await close();
  };
  try {
    // With the website, it is the product's public origin (PUBLIC_URL: its pages, mail links and media) and the
    // app is served from another origin the operator allows, as when the app's web build has an address of its own.
    const api = await startTestApi({
      port: apiPort,
      publicUrl: websiteUrl ?? web.url,
      trustedOrigins: websiteUrl ? [web.url] : [],
      logFile,
    });
    closers.push(() => api.stop());
    if (websitePort) {
      const site = await startWebsite({
        port: websitePort,
        apiUrl: api.url,
        logFile: path.join(path.dirname(logFile), 'website.log'),
      });
      closers.push(() => site.stop());
    }
    return { url: web.url, apiUrl: api.url, websiteUrl, dataDir: api.dataDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
