/**
 * Saving the signed-in person's profile (PATCH /api/v1/users): the profile fields together, the username on its
 * own (spec §5 "Username update is sent separately from other profile fields"). A refusal carries the API's
 * problem per field (its `details[].field`, 'body.displayName' → displayName) so forms show each next to its
 * field. The categories people pick interests from (GET /api/v1/categories) live here too.
 */
import type { components } from '@happenings/client';
import { readFieldErrors as readApiFieldErrors } from '@happenings/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-error.ts';
import { getAppServices } from '../../lib/app-services.ts';
import { ownProfileQueryKey } from '../profile/profile.queries.ts';

export type OwnProfile = components['schemas']['OwnProfile'];
type UpdateUserBody = components['schemas']['UpdateUserBody'];
export type ProfileChanges = Omit<UpdateUserBody, 'username'>;

/** The API's problems by field of the body ('displayName', 'username'); `form` for the rest. */
export type FieldErrors = Partial<Record<keyof UpdateUserBody | 'form', string>>;

export class AccountSaveError extends Error {
  constructor(readonly fields: FieldErrors) {
    super(fields.form ?? Object.values(fields)[0] ?? 'Not saved');
    this.name = 'AccountSaveError';
  }
}

export function readFieldErrors(status: number, body: unknown): FieldErrors {
  const error = (body as { error?: { code?: string } } | null)?.error;
  if (error?.code === 'USERNAME_TAKEN') return { username: 'This username is taken.' };
  if (status === 401) return { form: 'Your session ended. Sign in again.' };
  if (status === 429) return { form: 'Too many changes at once. Try again in a minute.' };
  if (status === 0) return { form: 'Could not reach Happenings.' };
  return readApiFieldErrors(body, {
    fieldFor: (path) => path.split('.')[0] as keyof UpdateUserBody,
    fallback: 'Not saved. Try again.',
  });
}

async function patchOwnProfile(body: UpdateUserBody): Promise<OwnProfile> {
  const { api, queryClient } = getAppServices();
  const answer = await api.PATCH('/api/v1/users', { body }).catch(() => null);
  if (!answer) throw new AccountSaveError(readFieldErrors(0, null));
  if (!answer.data) throw new AccountSaveError(readFieldErrors(answer.response.status, answer.error));
  queryClient.setQueryData(ownProfileQueryKey, answer.data);
  return answer.data;
}

/** The profile fields, never the username. */
export function saveProfile(changes: ProfileChanges): Promise<OwnProfile> {
  return patchOwnProfile(changes);
}

/** The username alone (spec §5). */
export function saveUsername(username: string): Promise<OwnProfile> {
  return patchOwnProfile({ username });
}

export interface Category {
  slug: string;
  name: string;
}

export const categoriesQueryKey = ['categories'] as const;

export function useCategories() {
  return useQuery({
    queryKey: categoriesQueryKey,
    queryFn: async (): Promise<Category[]> => {
      const { data, response } = await getAppServices().api.GET('/api/v1/categories');
      if (!data) throw new ApiRequestError(response.status);
      return data.items.map(({ slug, name }) => ({ slug, name }));
    },
  });
}

/**
 * POST /api/v1/users/email-marketing. Answers the newsletter's state for the account's address: 'pending' until an
 * unverified address follows the confirmation link mailed to it (double opt-in), null when opted out.
 */
export async function saveEmailMarketing(subscribed: boolean): Promise<'pending' | 'confirmed' | null> {
  const { api, queryClient } = getAppServices();
  const answer = await api.POST('/api/v1/users/email-marketing', { body: { subscribed } }).catch(() => null);
  if (!answer) throw new AccountSaveError(readFieldErrors(0, null));
  if (!answer.data) throw new AccountSaveError(readFieldErrors(answer.response.status, answer.error));
  void queryClient.invalidateQueries({ queryKey: ownProfileQueryKey });
  return answer.data.newsletter;
}
