'use server';
/**
 * A moderator's actions as server actions, so the case page's forms work without scripts: each calls the staff
 * API with the moderator's own session (the API checks the role, the item's state and writes the audit row), then
 * sends them back to the case with the outcome. What the moderator can fix (a missing reason, a wrong end day)
 * comes back to the form beside its field instead.
 */
import { type ReportSubjectType, reportSubjectTypeSchema } from '@happenings/domain/moderation';
import { redirect } from 'next/navigation';
import { getServerClient } from '@/lib/api-server';
import { type CaseOutcome, caseAfter, outcomeOfRefusal } from './case-outcome';
import { readSanctionUntil } from './sanction-until';

export interface ActionFormState {
  /** What was typed, kept when the form comes back. */
  reason: string;
  until: string;
  reasonError: string | null;
  untilError: string | null;
}

const REASON_MAX_LENGTH = 500;

function readText(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}

/** The reason's problem in the form's words, or null; `isRequired` false for a dismissal's optional note. */
function reasonProblem(reason: string, isRequired: boolean): string | null {
  if (isRequired && reason.trim() === '') return 'Say why: the author reads it, and the audit log keeps it.';
  if (reason.trim().length > REASON_MAX_LENGTH) return `Keep it to ${REASON_MAX_LENGTH} characters or fewer.`;
  return null;
}

/** The API's own words for a 400 on the reason or the end, beside that field. */
function refusedFields(state: ActionFormState, error: unknown): ActionFormState {
  const details = (error as { error?: { details?: { field?: string; message?: string }[] } } | undefined)
    ?.error?.details;
  const until = details?.find((detail) => detail.field === 'body.until');
  const other = details?.find((detail) => detail.field !== 'body.until');
  return {
    ...state,
    untilError: until?.message ?? null,
    reasonError: other?.message ?? (until ? null : 'Check the reason.'),
  };
}

const ITEM_ACTIONS = { hide: 'hidden', restore: 'restored', remove: 'removed' } as const;
type ItemAction = keyof typeof ITEM_ACTIONS;

/** Hide, restore or remove the reported item, with a reason. */
export async function moderateItem(previous: ActionFormState, formData: FormData): Promise<ActionFormState> {
  const caseId = readText(formData, 'caseId');
  const subjectType = reportSubjectTypeSchema.safeParse(readText(formData, 'subjectType'));
  const subjectId = readText(formData, 'subjectId');
  const action = readText(formData, 'action');
  const reason = readText(formData, 'reason');
  const state: ActionFormState = { ...previous, reason, reasonError: null, untilError: null };
  if (!subjectType.success || !(action in ITEM_ACTIONS)) redirect(caseAfter(caseId, 'failed'));
  const reasonError = reasonProblem(reason, true);
  if (reasonError) return { ...state, reasonError };
  const api = await getServerClient({ isWrite: true });
  const path = { subjectType: subjectType.data as ReportSubjectType, subjectId };
  const body = { reason: reason.trim() };
  const answer =
    action === 'hide'
      ? await api.POST('/api/v1/staff/moderation/{subjectType}/{subjectId}/hide', { params: { path }, body })
      : action === 'restore'
        ? await api.POST('/api/v1/staff/moderation/{subjectType}/{subjectId}/restore', {
            params: { path },
            body,
          })
        : await api.POST('/api/v1/staff/moderation/{subjectType}/{subjectId}/remove', {
            params: { path },
            body,
          });
  if (answer.response.status === 400) return refusedFields(state, answer.error);
  redirect(
    caseAfter(
      caseId,
      answer.response.ok
        ? ITEM_ACTIONS[action as ItemAction]
        : outcomeOfRefusal(answer.response.status, answer.error),
    ),
  );
}

/** Close the case without acting on the item, with an optional note. */
export async function dismissCase(previous: ActionFormState, formData: FormData): Promise<ActionFormState> {
  const caseId = readText(formData, 'caseId');
  const note = readText(formData, 'reason');
  const state: ActionFormState = { ...previous, reason: note, reasonError: null, untilError: null };
  const reasonError = reasonProblem(note, false);
  if (reasonError) return { ...state, reasonError };
  const api = await getServerClient({ isWrite: true });
  const answer = await api.POST('/api/v1/staff/reports/{caseId}/dismiss', {
    params: { path: { caseId } },
    body: note.trim() ? { note: note.trim() } : {},
  });
  if (answer.response.status === 400) return refusedFields(state, answer.error);
  redirect(
    caseAfter(
      caseId,
      answer.response.ok ? 'dismissed' : outcomeOfRefusal(answer.response.status, answer.error),
    ),
  );
}

const SANCTIONS = {
  warn: 'warned',
  suspend: 'suspended',
  ban: 'banned',
  unban: 'unbanned',
} as const satisfies Record<string, CaseOutcome>;

/** Warn, suspend (until a day) or ban (until a day, or for good) the item's author with a reason, or lift it. */
export async function sanctionAuthor(
  _previous: ActionFormState,
  formData: FormData,
): Promise<ActionFormState> {
  const caseId = readText(formData, 'caseId');
  const userId = readText(formData, 'userId');
  const action = readText(formData, 'action');
  const reason = readText(formData, 'reason');
  const untilText = readText(formData, 'until');
  const state: ActionFormState = { reason, until: untilText, reasonError: null, untilError: null };
  if (!(action in SANCTIONS) || !userId) redirect(caseAfter(caseId, 'failed'));
  const reasonError = reasonProblem(reason, action !== 'unban');
  const until = readSanctionUntil(untilText, { isRequired: action === 'suspend', now: Date.now() });
  if (reasonError || until.error) return { ...state, reasonError, untilError: until.error };
  const api = await getServerClient({ isWrite: true });
  const path = { id: userId };
  const trimmed = reason.trim();
  const answer =
    action === 'warn'
      ? await api.POST('/api/v1/staff/people/{id}/warn', { params: { path }, body: { reason: trimmed } })
      : action === 'suspend'
        ? await api.POST('/api/v1/staff/people/{id}/suspend', {
            params: { path },
            body: { reason: trimmed, until: until.until ?? '' },
          })
        : action === 'unban'
          ? await api.POST('/api/v1/staff/people/{id}/unban', {
              params: { path },
              body: trimmed ? { reason: trimmed } : {},
            })
          : await api.POST('/api/v1/staff/people/{id}/ban', {
              params: { path },
              body: { reason: trimmed, ...(until.until ? { until: until.until } : {}) },
            });
  if (answer.response.status === 400) return refusedFields(state, answer.error);
  redirect(
    caseAfter(
      caseId,
      answer.response.ok
        ? SANCTIONS[action as keyof typeof SANCTIONS]
        : outcomeOfRefusal(answer.response.status, answer.error),
    ),
  );
}
