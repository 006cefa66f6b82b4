/**
 * The e-mail of several notifications of one type on one day (issue 27: one e-mail per person, per type, per day):
 * "3 events you're interested in are tomorrow", then each one in the inbox's own words with its link, and the same
 * footer as a single notification's e-mail (notification-email.ts): why it came, and the unsubscribe link for the
 * type.
 */
import type { NotificationRow, NotificationSubjectDetails } from '@happenings/db/notifications';
import type { UserRow } from '@happenings/db/users';
import type { NotificationType } from '@happenings/domain/enums';
import {
  formatNotificationDigestTitle,
  formatNotificationText,
  NOTIFICATION_DIGEST_ITEMS_SHOWN,
  NOTIFICATION_RULES,
} from '@happenings/domain/notifications';
import type { ApiConfig } from '../../env.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { displayUsername } from '../users/user.response.ts';
import { toSubjectView } from './notification.response.ts';
import { notificationListUnsubscribeHeaders, notificationUnsubscribeLink } from './notification-links.ts';

export interface DigestItem {
  row: NotificationRow;
  actors: readonly UserRow[];
  details: NotificationSubjectDetails;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** One line of the digest: the notification's sentence and the absolute link of its page. */
function toDigestLine(item: DigestItem, publicUrl: string): { sentence: string; link: string } {
  const { subject, url } = toSubjectView(item.row.subjectId, item.details);
  const sentence = formatNotificationText({
    type: item.row.type as NotificationType,
    actorNames: item.actors.map((user) => user.name || displayUsername(user) || 'Someone'),
    actorCount: item.row.actorCount,
    subjectTitle: subject.type === 'USER' ? null : subject.title,
    data: item.row.data,
  });
  return { sentence, link: `${publicUrl}${url ?? '/notifications'}` };
}

export function renderNotificationDigestEmail(
  input: { to: string; recipientId: string; type: NotificationType; items: readonly DigestItem[] },
  config: Pick<ApiConfig, 'publicUrl' | 'authSecret'>,
): MailMessage {
  const { type, items } = input;
  const title = formatNotificationDigestTitle(type, items.length);
  const lines = items
    .slice(0, NOTIFICATION_DIGEST_ITEMS_SHOWN)
    .map((item) => toDigestLine(item, config.publicUrl));
  const more = items.length - lines.length;
  const inbox = `${config.publicUrl}/notifications`;
  const unsubscribe = notificationUnsubscribeLink(config, input.recipientId, type);
  const preferences = `${config.publicUrl}/account/edit`;
  const label = NOTIFICATION_RULES[type].label;
  return {
    to: input.to,
    headers: notificationListUnsubscribeHeaders(config, input.recipientId, type),
    subject: title,
    text: [
      title,
      '',
      ...lines.map(({ sentence, link }) => `- ${sentence}\n  ${link}`),
      ...(more > 0 ? [`- and ${more} more: ${inbox}`] : []),
      '',
      `All your notifications: ${inbox}`,
      '',
      `You get this e-mail because “${label}” is on in your notification settings.`,
      `Stop e-mails like this one: ${unsubscribe}`,
      `Choose which e-mails you get: ${preferences}`,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(title)}</p>`,
      '<ul>',
      ...lines.map(
        ({ sentence, link }) => `<li><a href="${escapeHtml(link)}">${escapeHtml(sentence)}</a></li>`,
      ),
      more > 0 ? `<li><a href="${escapeHtml(inbox)}">and ${more} more</a></li>` : '',
      '</ul>',
      `<p><a href="${escapeHtml(inbox)}">All your notifications</a></p>`,
      `<p>You get this e-mail because “${escapeHtml(label)}” is on in your notification settings. `,
      `<a href="${escapeHtml(unsubscribe)}">Stop e-mails like this one</a> or `,
      `<a href="${escapeHtml(preferences)}">choose which e-mails you get</a>.</p>`,
    ].join(''),
  };
}
