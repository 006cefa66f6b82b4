'use server';
/**
 * The feature flags form as a server action (an admin's: the API refuses anyone else): both flags are sent as
 * the form shows them, then the admin is sent back to the page with the outcome.
 */
import { redirect } from 'next/navigation';
import { getServerClient } from '@/lib/api-server';
import { outcomeOfRefusal, pageAfter } from './curation-outcome';
import { readField } from './form-field';

export async function saveFeatureFlags(formData: FormData): Promise<void> {
  const api = await getServerClient({ isWrite: true });
  const { response, error } = await api.PUT('/api/v1/staff/curation/feature-flags', {
    body: {
      showNoahContestWebPage: readField(formData, 'showNoahContestWebPage') === 'on',
      showNoahContestAsCompleted: readField(formData, 'showNoahContestAsCompleted') === 'on',
    },
  });
  redirect(
    pageAfter(
      '/admin/curation/feature-flags',
      response.ok ? 'flags-saved' : outcomeOfRefusal(response.status, error),
    ),
  );
}
