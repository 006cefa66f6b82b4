/**
 * Whether the API has finished starting. Until its health check first answers 200, pages would only render
 * errors (every page reads the API), so the proxy answers them with the "starting" page instead. Once the API
 * has been seen ready this is a boolean read: later outages are the pages' own error states, not this page.
 */
const RECHECK_MS = 500;
const HEALTH_TIMEOUT_MS = 2_000;

let isReady = false;
let lastCheck: { at: number; answer: Promise<boolean> } | null = null;

async function askHealth(apiUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${apiUrl}/api/v1/health`, {
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
      cache: 'no-store',
    });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

export function isApiReady(apiUrl: string, now = Date.now()): boolean | Promise<boolean> {
  if (isReady) return true;
  // Visitors arriving together share one health request.
  if (!lastCheck || now - lastCheck.at >= RECHECK_MS) {
    lastCheck = {
      at: now,
      answer: askHealth(apiUrl).then((ok) => {
        if (ok) isReady = true;
        return ok;
      }),
    };
  }
  return lastCheck.answer;
}

/**
 * A page with no script that reloads itself: what a visitor sees for the seconds the API takes to start. Its style
 * carries the response's CSP nonce.
 */
export function startingPage(nonce: string): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="2">
<meta name="robots" content="noindex">
<title>Happenings is starting</title>
<style nonce="${nonce}">
body{margin:0;min-height:100vh;display:grid;place-items:center;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff}
main{text-align:center;padding:24px}
h1{font-size:24px;margin:0 0 8px;color:#5618F7}
p{margin:0;color:#404040}
</style>
</head>
<body>
<main>
<h1>Happenings is starting</h1>
<p role="status">This page reloads by itself in a moment.</p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'retry-after': '2',
      'cache-control': 'no-store',
    },
  });
}
