/**
 * The unsubscribe link every notification e-mail carries: one click turns e-mail off for that type of
 * notification, without signing in. The token (mail/signed-link-token.ts) names the account and the type and never
 * expires; it lands on a website page that asks for the click before posting it, so a mail scanner opening links
 * changes nothing.
 */
import { NOTIFICATION_TYPES, type NotificationType } from '@happenings/domain/enums';
import type { ApiConfig } from '../../env.ts';
import { readLinkToken, signLinkToken } from '../../mail/signed-link-token.ts';

/** The website page the link opens (apps/web/src/app/notifications/unsubscribe). */
export const NOTIFICATION_UNSUBSCRIBE_PATH = '/notifications/unsubscribe';

const PURPOSE = 'notification-email-unsubscribe';

export function signNotificationUnsubscribeToken(
  secret: string,
  userId: string,
  type: NotificationType,
): string {
  return signLinkToken(secret, PURPOSE, [userId, type], null);
}

export function readNotificationUnsubscribeToken(
  secret: string,
  token: string,
  now: number,
): { ok: true; userId: string; type: NotificationType } | { ok: false; reason: 'invalid' | 'expired' } {
  const read = readLinkToken(secret, PURPOSE, token, { fieldCount: 2, now });
  if (!read.ok) return read;
  const [userId, type] = read.fields as [string, string];
  const known = NOTIFICATION_TYPES.find((value) => value === type);
  return known ? { ok: true, userId, type: known } : { ok: false, reason: 'invalid' };
}

/** The absolute link for a notification e-mail to `userId` of `type`. */
export function notificationUnsubscribeLink(
  config: Pick<ApiConfig, 'publicUrl' | 'authSecret'>,
  userId: string,
  type: NotificationType,
): string {
  const token = signNotificationUnsubscribeToken(config.authSecret, userId, type);
  return `${config.publicUrl}${NOTIFICATION_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

/** The RFC 8058 one-click target: POST unsubscribes, GET goes to the page above (notification-one-click.routes.ts). */
export const NOTIFICATION_ONE_CLICK_PATH = '/api/v1/notifications/one-click-unsubscribe';

/**
 * List-Unsubscribe for a notification e-mail (issue 27): the https one-click URL, so a mail client's "Unsubscribe"
 * turns this type's e-mail off without a page in between, as the newsletter's does.
 */
export function notificationListUnsubscribeHeaders(
  config: Pick<ApiConfig, 'publicUrl' | 'authSecret'>,
  userId: string,
  type: NotificationType,
): Record<string, string> {
  const token = signNotificationUnsubscribeToken(config.authSecret, userId, type);
  return {
    'List-Unsubscribe': `<${config.publicUrl}${NOTIFICATION_ONE_CLICK_PATH}?token=${encodeURIComponent(token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
