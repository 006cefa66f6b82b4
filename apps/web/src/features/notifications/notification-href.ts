/**
 * Where a row of the inbox leads on the website: the page the API names (`url`), except for the editors' answer
 * to a host, which leads where the host acts on it (docs/moderation.md: The host is told): a rejected event opens
 * in the host's editor, which shows the editors' reason, to edit and resubmit; an approved one opens its page.
 */
import type { Notification } from './notifications.data';

export function notificationHref(item: Pick<Notification, 'type' | 'url' | 'subject'>): string | null {
  if (item.type === 'EXPERIENCE_REJECTED' && item.subject.type === 'EXPERIENCE' && item.subject.id) {
    return `/event/create/${encodeURIComponent(item.subject.id)}`;
  }
  return item.url;
}
