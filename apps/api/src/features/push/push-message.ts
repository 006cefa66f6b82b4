/**
 * What a push notification says: the inbox's own words (domain formatNotificationText, as the inbox and the
 * e-mail say them), and where tapping it leads in the app — the subject's page (/event/{slug}, /collection/{id},
 * …: the app's screens share the website's paths, notification.response.ts toSubjectView), or the Notifications
 * tab when the subject has no page. A comment, or the note sent with an event, comes under the sentence, as the
 * inbox shows it.
 */
import type { NotificationRow, NotificationSubjectDetails } from '@happenings/db/notifications';
import type { UserRow } from '@happenings/db/users';
import type { NotificationType } from '@happenings/domain/enums';
import { formatNotificationDigestTitle, formatNotificationText } from '@happenings/domain/notifications';
import { toSnippet, toSubjectView } from '../notifications/notification.response.ts';
import { displayUsername } from '../users/user.response.ts';

/** The app's Notifications tab: where a notification without a page of its own is read. */
export const PUSH_FALLBACK_PATH = '/notifications';

/** Characters of the title and body: a banner shows a line of title and a few of body; Expo takes up to 4 KB. */
const TITLE_LENGTH = 120;
const BODY_LENGTH = 240;

export interface PushContent {
  title?: string;
  body: string;
  data: { url: string; notificationId: string };
}

/** Subjects a summary push names before counting the rest. */
const DIGEST_TITLES_NAMED = 3;

const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

export function renderPushContent(input: {
  row: NotificationRow;
  actors: readonly UserRow[];
  details: NotificationSubjectDetails;
}): PushContent {
  const { row, actors, details } = input;
  const { subject, url } = toSubjectView(row.subjectId, details);
  const sentence = formatNotificationText({
    type: row.type as NotificationType,
    actorNames: actors.map((user) => user.name || displayUsername(user) || 'Someone'),
    actorCount: row.actorCount,
    // A USER subject is the person who acted: the sentence names them, not a title.
    subjectTitle: subject.type === 'USER' ? null : subject.title,
    data: row.data,
  });
  const data = { url: url ?? PUSH_FALLBACK_PATH, notificationId: row.id };
  // The note an event was sent with (experience-shares.routes.ts keeps it in the row's data), else a comment.
  const note = typeof row.data.message === 'string' && row.data.message.trim() ? row.data.message : null;
  const snippet = note ? toSnippet(note) : subject.snippet;
  if (snippet) return { title: cut(sentence, TITLE_LENGTH), body: cut(snippet, BODY_LENGTH), data };
  return { body: cut(sentence, BODY_LENGTH), data };
}

/**
 * Issue 27: several notifications of one type on one day are one push: the count in the type's words for the
 * title, what they are about for the body ("“Harbor Lights”, “Open Studios” and 1 more"), and the Notifications tab,
 * where they are listed, as the place it opens.
 */
export function renderPushDigestContent(
  type: NotificationType,
  items: ReadonlyArray<{ row: NotificationRow; details: NotificationSubjectDetails }>,
): PushContent {
  const titles = items.flatMap(({ row, details }) => {
    const { subject } = toSubjectView(row.subjectId, details);
    return subject.type !== 'USER' && subject.title ? [`“${subject.title}”`] : [];
  });
  const named = titles.slice(0, DIGEST_TITLES_NAMED);
  const rest = items.length - named.length;
  const body =
    named.length === 0
      ? 'See them in your notifications'
      : `${named.join(', ')}${rest > 0 ? ` and ${rest} more` : ''}`;
  return {
    title: cut(formatNotificationDigestTitle(type, items.length), TITLE_LENGTH),
    body: cut(body, BODY_LENGTH),
    data: { url: PUSH_FALLBACK_PATH, notificationId: items[0]!.row.id },
  };
}
