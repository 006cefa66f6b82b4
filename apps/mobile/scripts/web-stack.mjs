/**
 * The web export served with an API behind it on one origin: what the browser tests and the bench open.
 * The page's origin is known before the API starts, because the API writes it into sign-in checks and the
 * seeded media addresses. With `website`, the website runs beside them on an origin of its own that the API
 * trusts (TRUSTED_ORIGINS), as an operator who serves the app elsewhere than the website configures it.
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
    const api = await startTestApi({
      port: apiPort,
      publicUrl: web.url,
      trustedOrigins: websiteUrl ? [websiteUrl] : [],
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
