/**
 * The editor's calls: the event being edited (GET /api/v1/experiences/{id}, which answers 404 for a missing event
 * or someone else's draft and says in `canEdit` whether the caller may change it), the categories for the chips
 * (GET /api/v1/categories) and saving (POST /api/v1/experiences or PUT /api/v1/experiences/{id}).
 */
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';
import type { ExperienceDetail, ExperienceWrite } from './event-draft.ts';
import { type FieldErrors, readApiFieldErrors } from './event-validation.ts';
import type { ExperienceReview } from './review-status.tsx';

export interface Category {
  slug: string;
  name: string;
}

/** spec §8: a failed category lookup gives an empty list (the chips are then left out, not an error). */
export function useCategories() {
  return useQuery({
    queryKey: ['categories'],
    queryFn: async (): Promise<Category[]> => {
      const { data } = await getAppServices().api.GET('/api/v1/categories');
      return data?.items ?? [];
    },
  });
}

/** Per person too: whether it may be edited depends on who asks. */
export const editableEventQueryKey = (id: string, userId: string) => ['event-editor', id, userId] as const;

/** The event to edit; a 403 ApiRequestError when the caller may see it but not change it. */
export function useEditableEvent(id: string, userId: string) {
  return useQuery({
    queryKey: editableEventQueryKey(id, userId),
    queryFn: async (): Promise<ExperienceDetail> => {
      const { data, response } = await getAppServices().api.GET('/api/v1/experiences/{id}', {
        params: { path: { id } },
      });
      // An id that is not an id at all (400) is as missing as an unknown one.
      if (!data) throw new ApiRequestError(response.status === 400 ? 404 : response.status);
      if (!data.canEdit) throw new ApiRequestError(403);
      return data;
    },
    // The form is filled once from this; a refetch in the background must not replace what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 1,
  });
}

export interface SavedEvent {
  id: string;
  slug: string;
  publishState: string;
  /** A request to publish that waits for an editor instead (docs/moderation.md): answered 200/201, not an error. */
  heldForReview: boolean;
  review: ExperienceReview | null;
}

export class SaveEventError extends Error {
  constructor(
    readonly status: number,
    readonly fieldErrors: FieldErrors,
  ) {
    super(fieldErrors.form ?? 'The event could not be saved.');
    this.name = 'SaveEventError';
  }
}

export async function saveEvent(input: { id?: string; body: ExperienceWrite }): Promise<SavedEvent> {
  const { api } = getAppServices();
  const result = input.id
    ? await api.PUT('/api/v1/experiences/{id}', { params: { path: { id: input.id } }, body: input.body })
    : await api.POST('/api/v1/experiences', { body: input.body });
  if (result.data)
    return {
      id: result.data.id,
      slug: result.data.slug,
      publishState: result.data.publishState,
      heldForReview: result.data.heldForReview,
      review: result.data.review ?? null,
    };
  const status = result.response.status;
  if (status === 401)
    throw new SaveEventError(status, { form: 'Your session ended. Sign in again to save.' });
  if (status === 403 || status === 404)
    throw new SaveEventError(status, { form: 'You can’t edit this event.' });
  if (status === 429)
    throw new SaveEventError(status, { form: 'You have created many events lately. Try again later.' });
  if (status !== 400)
    throw new SaveEventError(status, { form: 'The event could not be saved. Please try again.' });
  throw new SaveEventError(status, readApiFieldErrors(result.error));
}
