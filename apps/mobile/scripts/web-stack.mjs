/**
 * The web export served with an API behind it on one origin: what the browser tests and the bench open.
 * The page's origin is known before the API starts, because the API writes it into sign-in checks and the
 * seeded media addresses.
 */
import { serveWebExport } from './serve-web-export.mjs';
import { freePort, startTestApi } from './test-api.mjs';
import { distDir } from './web-export.mjs';

export async function startWebStack({ logFile }) {
  const apiPort = await freePort();
  const web = await serveWebExport({ dir: distDir, apiUrl: `http://127.0.0.1:${apiPort}` });
  let api;
  try {
    api = await startTestApi({ port: apiPort, publicUrl: web.url, logFile });
  } catch (error) {
    await web.close();
    throw error;
  }
  const stop = async () => {
    await web.close();
    await api.stop();
  };
  return { url: web.url, apiUrl: api.url, dataDir: api.dataDir, stop };
}
