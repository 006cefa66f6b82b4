/**
 * One crowd-sourced roundup for its screen: GET /api/v1/crowd-sourced-roundups/{id}, which takes the id or the
 * slug (the website's /roundup/{slug}); drafts are their asker's, the screen shows published ones. Asking a new
 * question (the website's /roundup/ask).
 */
import type { LocationSlug } from '@happenings/domain/locations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiErrorReason } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';

export const roundupQueryKey = (idOrSlug: string) => ['roundup', idOrSlug] as const;

export function useRoundup(idOrSlug: string) {
  return useQuery({
    queryKey: roundupQueryKey(idOrSlug),
    queryFn: async () => {
      const { data, response } = await getAppServices().api.GET('/api/v1/crowd-sourced-roundups/{id}', {
        params: { path: { id: idOrSlug } },
      });
      if (!data) throw new ApiRequestError(response.status);
      if (data.publishState !== 'PUBLISHED' && !data.canEdit) throw new ApiRequestError(404);
      return data;
    },
    retry: (count, error) => !(error instanceof ApiRequestError && error.status === 404) && count < 1,
  });
}

export interface AskRoundupBody {
  title: string;
  description?: string;
  location: LocationSlug;
}

/** The API's refusal of a question, with its body for the form to place beside the field it names. */
export class AskRefusedError extends ApiRequestError {
  constructor(
    status: number,
    readonly body: unknown,
  ) {
    super(status, apiErrorReason(body));
  }
}

/** POST /api/v1/crowd-sourced-roundups: the question is public at once; its page opens from the answer's slug. */
export function useAskRoundup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AskRoundupBody) => {
      const { data, error, response } = await getAppServices().api.POST('/api/v1/crowd-sourced-roundups', {
        body,
      });
      if (!data) throw new AskRefusedError(response.status, error);
      return data;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['roundup'] }),
  });
}
