/**
 * What the API answers while it prepares its database (migrations, and the demo seed on a first start): it listens
 * at once so the website and load balancers see "starting" (503 with Retry-After, the §8 error shape) instead of
 * a refused connection, and nobody mistakes a slow first start for a failure.
 */
export const STARTING_RETRY_AFTER_SECONDS = 2;

export function startingResponse(): Response {
  return Response.json(
    {
      error: {
        code: 'STARTING',
        message: 'Happenings is starting. Try again in a moment.',
        details: [],
      },
    },
    {
      status: 503,
      headers: {
        'retry-after': String(STARTING_RETRY_AFTER_SECONDS),
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    },
  );
}
