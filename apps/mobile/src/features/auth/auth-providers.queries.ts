/**
 * Which of Google and Apple the API has configured (GET /api/v1/config authProviders), the signal the website
 * uses too: the sign-in screen shows only the buttons that work. Unknown (offline, an error) counts as none.
 */
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';

export interface AuthProviders {
  google: boolean;
  apple: boolean;
}

export const authProvidersQueryKey = ['config', 'auth-providers'] as const;

export function useAuthProviders(): AuthProviders | null {
  const query = useQuery({
    queryKey: authProvidersQueryKey,
    queryFn: async (): Promise<AuthProviders> => {
      const { data, response } = await getAppServices().api.GET('/api/v1/config');
      if (!data) throw new ApiRequestError(response.status);
      return { google: data.authProviders.google, apple: data.authProviders.apple };
    },
  });
  return query.data ?? null;
}
