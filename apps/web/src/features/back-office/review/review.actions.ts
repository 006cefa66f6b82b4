'use server';
/**
 * The editor's decisions as server actions, so the review forms work without scripts: each calls the staff API
 * with the editor's own session (the API checks the role and the item's state), then sends them back to the
 * queue with the outcome. Refusals the editor can act on (a missing reason) come back to the form instead.
 */
import { reviewReasonSchema } from '@happenings/domain/schemas';
import { redirect } from 'next/navigation';
import { getServerClient } from '@/lib/api-server';
import { outcomeOfRefusal, queueAfter } from './review-outcome';

function readField(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}

export async function approveExperience(formData: FormData): Promise<void> {
  const id = readField(formData, 'id');
  const name = readField(formData, 'name') || undefined;
  const api = await getServerClient({ isWrite: true });
  const { response, error } = await api.POST('/api/v1/staff/review/{id}/approve', {
    params: { path: { id } },
  });
  redirect(queueAfter(response.ok ? 'approved' : outcomeOfRefusal(response.status, error), name));
}

export interface RejectFormState {
  /** The reason as typed, so a refused form keeps it. */
  reason: string;
  /** What is wrong with the reason, shown by the field. */
  reasonError: string | null;
  formError: string | null;
}

export async function rejectExperience(
  _previous: RejectFormState,
  formData: FormData,
): Promise<RejectFormState> {
  const id = readField(formData, 'id');
  const name = readField(formData, 'name') || undefined;
  const typed = readField(formData, 'reason');
  const parsed = reviewReasonSchema.safeParse(typed);
  if (!parsed.success) {
    const tooLong = typed.trim().length > 0;
    return {
      reason: typed,
      reasonError: tooLong ? 'Keep the reason to 500 characters or fewer.' : 'Say why, for the host.',
      formError: null,
    };
  }
  const api = await getServerClient({ isWrite: true });
  const { response, error } = await api.POST('/api/v1/staff/review/{id}/reject', {
    params: { path: { id } },
    body: { reason: parsed.data },
  });
  if (response.status === 400) {
    const detail = (error as { error?: { details?: { field?: string; message?: string }[] } } | undefined)
      ?.error?.details?.[0];
    return { reason: typed, reasonError: detail?.message ?? 'Check the reason.', formError: null };
  }
  redirect(queueAfter(response.ok ? 'rejected' : outcomeOfRefusal(response.status, error), name));
}

export async function setHostTrusted(formData: FormData): Promise<void> {
  const id = readField(formData, 'id');
  const userId = readField(formData, 'userId');
  const trusted = readField(formData, 'trusted') === 'true';
  const api = await getServerClient({ isWrite: true });
  const { response } = await api.PUT('/api/v1/staff/hosts/{userId}/trusted', {
    params: { path: { userId } },
    body: { trusted },
  });
  const outcome = response.ok ? (trusted ? 'trusted' : 'untrusted') : 'failed';
  redirect(`/admin/review/${encodeURIComponent(id)}?outcome=${outcome}`);
}
