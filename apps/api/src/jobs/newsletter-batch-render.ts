/**
 * The renderer the newsletter batches use: the issue as composed and edited (features/newsletter), read once per
 * run, with the personal part of the batch's recipients who have an account (friends' interests, for-you picks),
 * read in a few statements for the whole batch. Each copy then carries its recipient's signed links.
 */
import { findNewsletterIssue } from '@happenings/db/newsletter';
import type { ApiConfig } from '../env.ts';
import {
  listNewsletterPersonalParts,
  toNewsletterEmailIssue,
} from '../features/newsletter/newsletter-issue-content.ts';
import { renderNewsletterIssue } from '../features/newsletter/newsletter-issue-email.ts';
import type { NewsletterBatchRenderer } from './newsletter-batch.job.ts';

export function createNewsletterBatchRenderer(config: Pick<ApiConfig, 'publicUrl'>): NewsletterBatchRenderer {
  // The issue being sent, kept from one batch to the next: it is frozen once sending (editors can no longer change
  // it), and the renderer compiles its MJML once per issue object, so each batch would otherwise compile it again.
  let kept: { id: string; issue: ReturnType<typeof toNewsletterEmailIssue> } | null = null;
  return async (db, issueId, recipients) => {
    const stored = await findNewsletterIssue(db, issueId);
    if (!stored) return null;
    if (kept?.id !== issueId) kept = { id: issueId, issue: toNewsletterEmailIssue(stored, config) };
    const { issue } = kept;
    const userIds = [
      ...new Set(recipients.flatMap((recipient) => (recipient.userId ? [recipient.userId] : []))),
    ];
    const personal = await listNewsletterPersonalParts(db, {
      issue: stored,
      userIds,
      siteUrl: config.publicUrl,
    });
    return (recipient, links) =>
      renderNewsletterIssue(issue, {
        personal: recipient.userId ? (personal.get(recipient.userId) ?? null) : null,
        unsubscribeUrl: links.unsubscribeUrl,
        manageUrl: links.manageUrl,
      });
  };
}
