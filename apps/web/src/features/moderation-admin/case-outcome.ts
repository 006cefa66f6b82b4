/**
 * What the reports pages say after a moderator's action, carried in the address (`?outcome=...`) so the forms
 * work without scripts: a server action acts, then sends the moderator back to the case. The outcome is a fixed
 * word, never text from the address, so nobody can make the back office say something by sending a link.
 */
export const CASE_OUTCOMES = [
  'hidden',
  'restored',
  'removed',
  'dismissed',
  'warned',
  'suspended',
  'banned',
  'unbanned',
  'already-decided',
  'changed',
  'gone',
  'failed',
] as const;
export type CaseOutcome = (typeof CASE_OUTCOMES)[number];

export function isCaseOutcome(value: string | undefined): value is CaseOutcome {
  return (CASE_OUTCOMES as readonly string[]).includes(value ?? '');
}

export function describeCaseOutcome(outcome: CaseOutcome): { message: string; isError: boolean } {
  switch (outcome) {
    case 'hidden':
      return { message: 'Hidden: only its author sees it, with your reason.', isError: false };
    case 'restored':
      return { message: 'Restored: everyone sees it again.', isError: false };
    case 'removed':
      return { message: 'Removed for everyone, its author included; they were told why.', isError: false };
    case 'dismissed':
      return { message: 'Dismissed: the reports are closed and the item stays as it is.', isError: false };
    case 'warned':
      return { message: 'The author was warned.', isError: false };
    case 'suspended':
      return {
        message: 'The author is suspended: signed out everywhere until the day you chose.',
        isError: false,
      };
    case 'banned':
      return {
        message: 'The author is banned: signed out everywhere, their content hidden.',
        isError: false,
      };
    case 'unbanned':
      return {
        message: 'The ban is lifted: they may sign in again, and their content shows again.',
        isError: false,
      };
    case 'already-decided':
      return { message: 'Another moderator already decided this. Nothing was changed.', isError: true };
    case 'changed':
      return {
        message: 'That no longer applies: it changed since the page was loaded. Nothing was changed.',
        isError: true,
      };
    case 'gone':
      return { message: 'It no longer exists. Nothing was changed.', isError: true };
    case 'failed':
      return { message: 'That did not work. Try again in a moment.', isError: true };
  }
}

/**
 * The outcome of a refused action from the API's answer: 409 ALREADY_DECIDED when another moderator acted first,
 * other 409s (NOT_HIDDEN, NOT_OPEN, NOT_BANNED, REMOVED) when the item or case is no longer where the page showed.
 */
export function outcomeOfRefusal(status: number, body: unknown): CaseOutcome {
  const code = (body as { error?: { code?: unknown } } | null | undefined)?.error?.code;
  if (status === 404) return 'gone';
  if (status === 409) return code === 'ALREADY_DECIDED' ? 'already-decided' : 'changed';
  return 'failed';
}

/** The case page's address with the outcome of an action. */
export function caseAfter(caseId: string, outcome: CaseOutcome): string {
  return `/admin/reports/${encodeURIComponent(caseId)}?outcome=${outcome}`;
}
