'use server';
/**
 * The newsletter page's forms as server actions, so they work without scripts: each makes one API call on the
 * coming issue and sends the editor back to the page with the outcome (and the row to continue from).
 */
import { isLocationSlug, LOCATIONS, type LocationSlug } from '@happenings/domain/locations';
import { parseLocalDateTime, toInstant } from '@happenings/domain/time';
import { redirect } from 'next/navigation';
import { getServerClient } from '@/lib/api-server';
import { readField } from '../../curation-admin/form-field';
import { type NewsletterOutcome, outcomeOfRefusal } from './newsletter-outcome';

const newsletterAdminPath = (location: string) => `/admin/newsletter/${encodeURIComponent(location)}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function readTarget(formData: FormData): { location: LocationSlug; id: string } {
  const location = readField(formData, 'location');
  const id = readField(formData, 'issueId');
  if (!isLocationSlug(location) || !UUID.test(id)) redirect('/admin/newsletter');
  return { location, id };
}

function back(location: LocationSlug, outcome: NewsletterOutcome, anchor?: string): never {
  redirect(`${newsletterAdminPath(location)}?outcome=${outcome}${anchor ? `#${anchor}` : ''}`);
}

const answered = (response: Response, error: unknown, done: NewsletterOutcome) =>
  response.ok ? done : outcomeOfRefusal(response.status, error);

export async function saveIssueText(formData: FormData): Promise<void> {
  const { location, id } = readTarget(formData);
  const api = await getServerClient({ isWrite: true });
  const { response, error } = await api.PATCH('/api/v1/staff/newsletter/issues/{id}', {
    params: { path: { id } },
    body: { subject: readField(formData, 'subject'), intro: readField(formData, 'intro') },
  });
  back(location, answered(response, error, 'saved'), 'issue-text');
}

/** The send time as typed in the city's own zone (a datetime-local field), or now with `now`. */
export async function setIssueSendTime(formData: FormData): Promise<void> {
  const { location, id } = readTarget(formData);
  let sendAt: Date;
  if (readField(formData, 'now') === 'yes') sendAt = new Date();
  else {
    const local = parseLocalDateTime(readField(formData, 'sendAt'));
    if (!local) back(location, 'invalid', 'send-time');
    sendAt = new Date(toInstant(local, LOCATIONS[location].timeZone));
  }
  const api = await getServerClient({ isWrite: true });
  const { response, error } = await api.PATCH('/api/v1/staff/newsletter/issues/{id}', {
    params: { path: { id } },
    body: { sendAt: sendAt.toISOString() },
  });
  back(
    location,
    answered(response, error, sendAt.getTime() <= Date.now() ? 'sent-now' : 'scheduled'),
    'send-time',
  );
}

export async function moveIssueItem(formData: FormData): Promise<void> {
  const { location, id } = readTarget(formData);
  const itemId = readField(formData, 'itemId');
  if (!UUID.test(itemId)) back(location, 'not-found');
  const api = await getServerClient({ isWrite: true });
  const { response, error } = await api.POST('/api/v1/staff/newsletter/issues/{id}/items/{itemId}/move', {
    params: { path: { id, itemId } },
    body: { direction: readField(formData, 'direction') === 'up' ? 'up' : 'down' },
  });
  back(location, answered(response, error, 'moved'), `item-${itemId}`);
}

export async function removeIssueItem(formData: FormData): Promise<void> {
  const { location, id } = readTarget(formData);
  const itemId = readField(formData, 'itemId');
  if (!UUID.test(itemId)) back(location, 'not-found');
  const api = await getServerClient({ isWrite: true });
  const { response, error } = await api.DELETE('/api/v1/staff/newsletter/issues/{id}/items/{itemId}', {
    params: { path: { id, itemId } },
  });
  back(location, answered(response, error, 'removed'));
}

const SECTIONS = [
  'this-weekend',
  'editor-picks',
  'new-this-week',
  'roundup',
  'community-collection',
] as const;
const ITEM_TYPES = ['experience', 'roundup', 'collection'] as const;

export async function addIssueItem(formData: FormData): Promise<void> {
  const { location, id } = readTarget(formData);
  const section = SECTIONS.find((each) => each === readField(formData, 'section'));
  const itemType = ITEM_TYPES.find((each) => each === readField(formData, 'itemType'));
  const itemId = readField(formData, 'itemId');
  if (!section || !itemType || !itemId) back(location, 'invalid');
  const api = await getServerClient({ isWrite: true });
  const { response, error } = await api.POST('/api/v1/staff/newsletter/issues/{id}/items', {
    params: { path: { id } },
    body: { section, itemType, itemId },
  });
  back(location, answered(response, error, 'added'), `section-${section}`);
}

export async function sendTestIssue(formData: FormData): Promise<void> {
  const { location, id } = readTarget(formData);
  const api = await getServerClient({ isWrite: true });
  const { response, error } = await api.POST('/api/v1/staff/newsletter/issues/{id}/test-send', {
    params: { path: { id } },
  });
  back(location, answered(response, error, 'test-sent'), 'preview');
}
