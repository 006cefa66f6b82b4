/**
 * The e-mail of one notification, for the people who keep its type on e-mail (spec §3 types; the preferences in
 * /account/edit): the same sentence as the inbox (domain formatNotificationText), the page it leads to, and the
 * unsubscribe link that turns e-mail off for this type without signing in (notification-links.ts).
 */
import type { NotificationRow, NotificationSubjectDetails } from '@happenings/db/notifications';
import type { UserRow } from '@happenings/db/users';
import type { NotificationType } from '@happenings/domain/enums';
import { formatNotificationText, NOTIFICATION_RULES } from '@happenings/domain/notifications';
import type { ApiConfig } from '../../env.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { displayUsername } from '../users/user.response.ts';
import { notificationNote, toSubjectView } from './notification.response.ts';
import { notificationListUnsubscribeHeaders, notificationUnsubscribeLink } from './notification-links.ts';

/** Characters of the subject line (the send-email queue takes up to 300). */
const SUBJECT_LENGTH = 200;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function renderNotificationEmail(
  input: {
    to: string;
    row: NotificationRow;
    actors: readonly UserRow[];
    details: NotificationSubjectDetails;
  },
  config: Pick<ApiConfig, 'publicUrl' | 'authSecret'>,
): MailMessage {
  const { row, actors, details } = input;
  const type = row.type as NotificationType;
  const { subject, url } = toSubjectView(row.subjectId, details);
  const sentence = formatNotificationText({
    type,
    actorNames: actors.map((user) => user.name || displayUsername(user) || 'Someone'),
    actorCount: row.actorCount,
    subjectTitle: subject.type === 'USER' ? null : subject.title,
    data: row.data,
  });
  const link = `${config.publicUrl}${url ?? '/notifications'}`;
  const unsubscribe = notificationUnsubscribeLink(config, row.recipientId, type);
  const preferences = `${config.publicUrl}/account/edit`;
  const label = NOTIFICATION_RULES[type].label;
  // The note in full (the inbox shows its start): a sender's message, or the editors' reason for a rejection.
  const note = notificationNote(row);
  return {
    to: input.to,
    headers: notificationListUnsubscribeHeaders(config, row.recipientId, type),
    subject: sentence.length > SUBJECT_LENGTH ? `${sentence.slice(0, SUBJECT_LENGTH - 1)}…` : sentence,
    text: [
      sentence,
      ...(note === null ? [] : ['', `“${note}”`]),
      '',
      `See it on Happenings: ${link}`,
      '',
      `You get this e-mail because “${label}” is on in your notification settings.`,
      `Stop e-mails like this one: ${unsubscribe}`,
      `Choose which e-mails you get: ${preferences}`,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(sentence)}</p>`,
      note === null ? '' : `<blockquote>${escapeHtml(note)}</blockquote>`,
      `<p><a href="${escapeHtml(link)}">See it on Happenings</a></p>`,
      `<p>You get this e-mail because “${escapeHtml(label)}” is on in your notification settings. `,
      `<a href="${escapeHtml(unsubscribe)}">Stop e-mails like this one</a> or `,
      `<a href="${escapeHtml(preferences)}">choose which e-mails you get</a>.</p>`,
    ].join(''),
  };
}
