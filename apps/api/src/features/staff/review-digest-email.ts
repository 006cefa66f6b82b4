/**
 * The editors' daily digest of the review queue (issue 23): how many experiences wait, where, and the oldest few,
 * with the link to the back office's queue. Sent only while something waits (jobs/review-digest.job.ts).
 */
import type { ReviewQueueRow } from '@happenings/db/review';
import { getLocation } from '@happenings/domain/locations';
import type { ApiConfig } from '../../env.ts';
import type { MailMessage } from '../../mail/mailer.ts';

/** The back office's review queue on the website. */
export const REVIEW_QUEUE_PATH = '/admin/review';

/** How many of the oldest waiting experiences the digest names. */
export const DIGEST_ITEMS = 10;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** 'Nov 20' in New York, where the guide's default location is (spec §4). */
const day = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  month: 'short',
  day: 'numeric',
});

export function renderReviewDigest(
  input: {
    to: string;
    waiting: number;
    byLocation: ReadonlyMap<string, number>;
    oldest: readonly ReviewQueueRow[];
  },
  config: Pick<ApiConfig, 'publicUrl'>,
): MailMessage {
  const places = [...input.byLocation.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([slug, count]) => `${slug ? (getLocation(slug)?.name ?? slug) : 'no location'}: ${count}`)
    .join(', ');
  const events = input.waiting === 1 ? '1 event waits' : `${input.waiting} events wait`;
  const lines = input.oldest.map((row) => {
    const where = row.experience.locationSlug ? (getLocation(row.experience.locationSlug)?.name ?? '') : '';
    const by = row.creator ? ` by ${row.creator.name}` : '';
    return `“${row.experience.name}”${where ? ` (${where})` : ''}, submitted ${day.format(row.submittedAt)}${by}`;
  });
  const link = `${config.publicUrl}${REVIEW_QUEUE_PATH}`;
  const sentence = `${events} for an editor (${places}).`;
  const footer = 'You get this e-mail as an editor of Happenings, once a day while events wait for review.';
  return {
    to: input.to,
    subject: `${events} for review on Happenings`,
    text: [
      sentence,
      '',
      input.oldest.length < input.waiting ? `The oldest ${input.oldest.length}:` : 'They are:',
      ...lines.map((line) => `- ${line}`),
      '',
      `Review them: ${link}`,
      '',
      footer,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(sentence)}</p>`,
      `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
      `<p><a href="${escapeHtml(link)}">Review them</a></p>`,
      `<p>${escapeHtml(footer)}</p>`,
    ].join(''),
  };
}
