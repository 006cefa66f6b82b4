'use server';
/**
 * Contest forms as server actions: create one or save one's fields, then back to the contests page (or the
 * contest's own) with the outcome.
 */
import { redirect } from 'next/navigation';
import { getServerClient } from '@/lib/api-server';
import { readContestBody } from './contest-fields';
import { outcomeOfRefusal, pageAfter } from './curation-outcome';
import { readField } from './form-field';

const CONTESTS = '/admin/curation/contests';

export async function createContest(formData: FormData): Promise<void> {
  const body = readContestBody(formData);
  if (body === 'bad-dates') redirect(pageAfter(CONTESTS, 'bad-dates'));
  const api = await getServerClient({ isWrite: true });
  const { data, response, error } = await api.POST('/api/v1/staff/curation/contests', { body });
  redirect(
    data
      ? pageAfter(`${CONTESTS}/${data.id}`, 'created')
      : pageAfter(CONTESTS, outcomeOfRefusal(response.status, error)),
  );
}

export async function saveContest(formData: FormData): Promise<void> {
  const id = readField(formData, 'id');
  const path = `${CONTESTS}/${encodeURIComponent(id)}`;
  const body = readContestBody(formData);
  if (body === 'bad-dates') redirect(pageAfter(path, 'bad-dates'));
  const api = await getServerClient({ isWrite: true });
  const { response, error } = await api.PATCH('/api/v1/staff/curation/contests/{id}', {
    params: { path: { id } },
    body,
  });
  redirect(pageAfter(path, response.ok ? 'saved' : outcomeOfRefusal(response.status, error)));
}
