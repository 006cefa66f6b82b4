/**
 * The short lines of a case in the moderators' lists: its reasons with their counts, and what the item says.
 */
import { REPORT_REASON_LABELS, type ReportReason } from '@happenings/domain/moderation';

/** 'Spam or advertising ×2, Something else ×1', the most given first. */
export function reasonsLine(reasons: Partial<Record<ReportReason, number>>): string {
  return (Object.entries(reasons) as [ReportReason, number][])
    .sort((a, b) => b[1] - a[1])
    .map(([reason, count]) => `${REPORT_REASON_LABELS[reason]} ×${count}`)
    .join(', ');
}

/** What the item says or is called, shortened for a row. */
export function previewLine(
  item: { preview: { exists: boolean; title: string | null; text: string | null } },
  length = 160,
): string {
  const text = item.preview.text ?? item.preview.title ?? '';
  if (!item.preview.exists) return 'Deleted by its author';
  return text.length > length ? `${text.slice(0, length - 1)}…` : text || 'No text';
}

const DECISION_WORDS: Record<string, string> = {
  DISMISS_REPORTS: 'Reports dismissed',
  HIDE_CONTENT: 'Hidden',
  RESTORE_CONTENT: 'Restored',
  REMOVE_CONTENT: 'Removed',
  WARN_USER: 'Author warned',
  SUSPEND_USER: 'Author suspended',
  BAN_USER: 'Author banned',
  UNBAN_USER: 'Ban lifted',
};

/** A case's last decision (a staff action of the audit log) in words. */
export function decisionLabel(action: string): string {
  return DECISION_WORDS[action] ?? action.replaceAll('_', ' ').toLowerCase();
}
