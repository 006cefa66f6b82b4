/**
 * Which social sign-in providers the API has configured (GET /api/v1/config authProviders): the sign-in and
 * register choices show only the buttons that work.
 */
import 'server-only';
import type { AuthProviders } from '@/features/auth/auth-choices';
import { getServerClient } from '@/lib/api-server';

export async function getAuthProviders(): Promise<AuthProviders> {
  try {
    const api = await getServerClient();
    const { data } = await api.GET('/api/v1/config');
    return { google: Boolean(data?.authProviders?.google), apple: Boolean(data?.authProviders?.apple) };
  } catch {
    return { google: false, apple: false };
  }
}
