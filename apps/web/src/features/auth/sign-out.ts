/**
 * The website's "Sign out" (account menu, account page): POST /api/logout (a GET signs nobody out, see
 * site-auth-routes.ts), then a full load of the home page so no signed-in state stays in memory.
 */
export async function signOutAndGoHome(): Promise<void> {
  try {
    await fetch('/api/logout', { method: 'POST', credentials: 'same-origin', cache: 'no-store' });
  } finally {
    window.location.assign('/');
  }
}
