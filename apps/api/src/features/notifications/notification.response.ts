/**
 * A notification as the inbox answers it: its row, the people shown on it and what it is about, turned into the
 * subject view, the sentence (domain formatNotificationText, the same words on the website and in the app) and
 * the website page it leads to.
 */
import type { NotificationRow, NotificationSubjectDetails } from '@happenings/db/notifications';
import type { UserRow } from '@happenings/db/users';
import type { NotificationKind, NotificationSubject, NotificationType } from '@happenings/domain/enums';
import { formatNotificationText } from '@happenings/domain/notifications';
import type { NotificationSubjectView } from '@happenings/domain/schemas';
import type { ApiConfig } from '../../env.ts';
import { displayUsername, toAvatarUser } from '../users/user.response.ts';
import type { NotificationResponse } from './notifications.schemas.ts';

/** Characters of a comment shown under a notification about it. */
export const SNIPPET_LENGTH = 140;

export function toSnippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > SNIPPET_LENGTH ? `${flat.slice(0, SNIPPET_LENGTH - 1).trimEnd()}…` : flat;
}

const eventPath = (slug: string) => `/event/${encodeURIComponent(slug)}`;
const roundupPath = (slug: string) => `/roundup/${encodeURIComponent(slug)}`;
const collectionPath = (id: string) => `/collection/${encodeURIComponent(id)}`;

/** The subject's view and the website page it leads to (README: the singular /event, /roundup, /collection). */
export function toSubjectView(
  id: string,
  details: NotificationSubjectDetails,
): { subject: NotificationSubjectView; url: string | null } {
  const view = (title: string | null, slug: string | null, snippet: string | null = null) => ({
    type: details.type as NotificationSubject,
    id,
    title,
    slug,
    snippet,
  });
  switch (details.type) {
    case 'EXPERIENCE':
      return { subject: view(details.name, details.slug), url: eventPath(details.slug) };
    case 'CROWD_SOURCED_ROUNDUP':
      return { subject: view(details.title, details.slug), url: roundupPath(details.slug) };
    case 'COMMENT': {
      const { on } = details;
      // A place has no slug: its page is by id.
      const url =
        on.type === 'place'
          ? `/place/${encodeURIComponent(on.id)}`
          : on.slug === null
            ? null
            : on.type === 'experience'
              ? eventPath(on.slug)
              : roundupPath(on.slug);
      return { subject: view(on.title, on.slug, toSnippet(details.body)), url };
    }
    case 'COLLECTION':
      return { subject: view(details.name, null), url: collectionPath(details.documentId) };
    case 'INVITE':
      // Until it is answered the invite waits on /collections; once accepted, the collection is theirs to open.
      return {
        subject: view(details.collectionName, null),
        url: details.status === 'ACCEPTED' ? collectionPath(details.collectionDocumentId) : '/collections',
      };
    case 'USER':
      return {
        subject: view(details.name, details.username),
        url: details.username ? `/u/${encodeURIComponent(details.username)}` : null,
      };
    case 'CONTEST':
      // Contest pages are switched on by a feature flag (spec §3); the inbox does not link to one.
      return { subject: view(details.name, details.slug), url: null };
  }
}

/**
 * Types that carry a note in the row's data: the sender's (experience-shares.routes.ts), or the editors' reason
 * for sending an event back to its host (@happenings/db/review).
 */
const NOTE_TYPES: ReadonlySet<string> = new Set<NotificationType>([
  'SHARED_EXPERIENCE',
  'INVITED_TO_EXPERIENCE',
  'EXPERIENCE_REJECTED',
  'MODERATION_WARNING',
]);

/** The latest note a notification carries, or null. */
export function notificationNote(row: Pick<NotificationRow, 'type' | 'data'>): string | null {
  const note = row.data.message;
  if (!NOTE_TYPES.has(row.type) || typeof note !== 'string' || note.trim() === '') return null;
  return note;
}

/** A notification with a note shows it where a comment shows its start. */
function withSentNote<View extends { subject: NotificationSubjectView }>(
  view: View,
  row: NotificationRow,
): View {
  const note = notificationNote(row);
  if (note === null) return view;
  return { ...view, subject: { ...view.subject, snippet: toSnippet(note) } };
}

export function toNotificationResponse(
  input: { row: NotificationRow; actors: readonly UserRow[]; details: NotificationSubjectDetails },
  config: ApiConfig,
): NotificationResponse {
  const { row, actors, details } = input;
  const { subject, url } = withSentNote(toSubjectView(row.subjectId, details), row);
  // A USER subject is the person who acted: the sentence names them, not a title.
  const subjectTitle = subject.type === 'USER' ? null : subject.title;
  return {
    id: row.id,
    type: row.type as NotificationType,
    kind: row.kind as NotificationKind,
    subject,
    actors: actors.map((user) => toAvatarUser(user, config)),
    actorCount: row.actorCount,
    text: formatNotificationText({
      type: row.type as NotificationType,
      actorNames: actors.map((user) => user.name || displayUsername(user) || 'Someone'),
      actorCount: row.actorCount,
      subjectTitle,
      data: row.data,
    }),
    url,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
