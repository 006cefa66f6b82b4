/**
 * The website server's liveness and readiness, for a load balancer or a supervisor (docs/operations.md#health):
 *
 * - GET /_health/live: this process answers. Nothing else is checked, so an API or database outage never makes a
 *   supervisor restart the website.
 * - GET /_health/ready: it can serve pages, i.e. the API it renders from answers its own readiness
 *   (GET /api/v1/health/ready) with 200 within READY_TIMEOUT_MS. 503 names what is not ready.
 *
 * Under `_health` because Next treats `_` folders as private: no page of the site can ever take these paths.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const LIVE_PATH = '/_health/live';
export const READY_PATH = '/_health/ready';

/** A balancer polls every few seconds; an API slower than this is as good as not ready for a visitor too. */
const READY_TIMEOUT_MS = 2_000;

export interface HealthProbeOptions {
  /** The API's origin as the website's server reaches it (API_URL). */
  apiUrl: string;
  /** True once SIGTERM started the drain (serve.ts): readiness answers 503 so a balancer stops sending first. */
  isShuttingDown?: () => boolean;
}

export interface Readiness {
  status: 'ready' | 'not-ready';
  notReady: ('api' | 'shutdown')[];
  /** The API's readiness status code, or 'unreachable'. */
  api: number | 'unreachable';
}

export async function checkReadiness(options: HealthProbeOptions, requestId: string): Promise<Readiness> {
  const status = await fetch(`${options.apiUrl}/api/v1/health/ready`, {
    headers: { 'x-request-id': requestId },
    signal: AbortSignal.timeout(READY_TIMEOUT_MS),
  }).then(
    async (response) => {
      await response.body?.cancel();
      return response.status;
    },
    () => 'unreachable' as const,
  );
  const isReady = status === 200;
  return { status: isReady ? 'ready' : 'not-ready', notReady: isReady ? [] : ['api'], api: status };
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

/**
 * Answers a probe and resolves true, or resolves false for any other request. Probes are GET (or HEAD) only, like
 * the API's.
 */
export async function answerHealthProbe(
  request: IncomingMessage,
  response: ServerResponse,
  options: HealthProbeOptions & { requestId: string },
): Promise<boolean> {
  const path = request.url?.split('?')[0];
  if (path !== LIVE_PATH && path !== READY_PATH) return false;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' });
    response.end();
    return true;
  }
  if (path === LIVE_PATH) {
    sendJson(response, 200, { status: 'ok' });
    return true;
  }
  if (options.isShuttingDown?.()) {
    sendJson(response, 503, { status: 'not-ready', notReady: ['shutdown'] });
    return true;
  }
  const readiness = await checkReadiness(options, options.requestId);
  sendJson(response, readiness.status === 'ready' ? 200 : 503, readiness);
  return true;
}
