/**
 * Runs once when the website's server starts (Next's instrumentation hook), before it serves pages: from then on
 * the browser's address of every request is known to the handlers that relay calls to the API
 * (lib/client-address.ts).
 */
export async function register(): Promise<void> {
  // Next's own build-time constant (not configuration): the Edge runtime has no sockets to read.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { recordBrowserAddresses } = await import('@/lib/client-address');
  const { getServerEnv } = await import('@/lib/env');
  recordBrowserAddresses(getServerEnv().siteTrustedProxies);
}
