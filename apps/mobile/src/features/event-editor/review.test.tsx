/**
 * The host's side of the review queue in the app's editor, against the real API and its seeded staff account:
 * submitting for review keeps the event in the editor, waiting; an editor's rejection shows with its reason and
 * the host edits and resubmits; a request to publish that the review rule holds says it waits, not "Published".
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from 'expo-router/testing-library';
import { getJson, signUpAccount, type TestAccount, testApiUrl } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp, storeSession } from '../../../test/app-harness.tsx';
import { rejectExperience } from '../../../test/staff-fixtures.ts';
import { editorActions } from './editor-actions.tsx';
import type { ExperienceDetail } from './event-draft.ts';
import {
  createWeeklyEvent,
  EDITOR_TEST_TIMEOUT_MS,
  startSignedIn,
  typeInto,
} from './event-editor.fixtures.ts';

/** The host asks for `publishState` on their whole event, as another device of theirs would. */
async function putPublishState(account: TestAccount, event: ExperienceDetail, publishState: string) {
  const { id, name, shortDescription, when, where, location, categories } = event;
  const response = await fetch(`${testApiUrl()}/api/v1/experiences/${id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      shortDescription,
      when,
      where: { name: where.name, address: where.address, city: where.city, state: where.state },
      location,
      categories,
      publishState,
    }),
  });
  if (response.status !== 200) throw new Error(`PUT failed: ${response.status} ${await response.text()}`);
}

/** A draft of `account`, sent to review and then back with `reason` by an editor. */
async function rejectedEvent(account: TestAccount, reason: string): Promise<ExperienceDetail> {
  const event = await createWeeklyEvent(account, { publishState: 'NOT_PUBLISHED' });
  await putPublishState(account, event, 'PENDING_REVIEW');
  await rejectExperience(event.id, reason);
  return event;
}

const own = async (account: TestAccount, id: string) =>
  (await getJson<ExperienceDetail>(`/api/v1/experiences/${id}`, account.token)).body;

describe('the review of a host’s event', () => {
  jest.setTimeout(EDITOR_TEST_TIMEOUT_MS);
  beforeEach(resetDevice);

  it('submits a new event for review and shows it waiting in the editor', async () => {
    const { account, app } = await startSignedIn();
    typeInto('Event name', 'Harbor lantern walk');
    typeInto('Start date', '2030-06-01');
    typeInto('Start time', '20:00');
    typeInto('End time', '21:30');

    fireEvent.press(screen.getByRole('button', { name: 'Submit for review' }));

    await waitFor(() => expect(app.getPathname()).toMatch(/^\/event\/create\/.+/));
    expect(await screen.findByTestId('review-pending')).toBeTruthy();
    expect(screen.getByText('Waiting for review')).toBeTruthy();
    expect(screen.getByText(/^Submitted .* (AM|PM)\. An editor will publish it/)).toBeTruthy();
    expect(screen.queryByTestId('draft-banner')).toBeNull();
    // Waiting, it can be taken back or kept waiting with changes; publishing is the editors' decision.
    expect(screen.getByRole('button', { name: 'Back to draft' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    const id = app.getPathname().replace('/event/create/', '');
    const stored = await own(account, id);
    expect(stored.publishState).toBe('PENDING_REVIEW');
    expect(stored.review).toMatchObject({ state: 'PENDING', reason: null });
  });

  it('shows an editor’s reason and resubmits the edited event', async () => {
    const account = await signUpAccount('Sent Back Host');
    const event = await rejectedEvent(account, 'Add the ticket price to the summary, please.');
    await storeSession(account);
    startApp({ initialUrl: `/event/create/${event.id}` });

    expect(await screen.findByTestId('review-rejected')).toBeTruthy();
    expect(screen.getByText('Not published: an editor sent it back')).toBeTruthy();
    expect(screen.getByTestId('review-reason').props.children).toEqual([
      '“',
      'Add the ticket price to the summary, please.',
      '”',
    ]);
    expect(screen.queryByTestId('draft-banner')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    typeInto('Summary', 'Farmers, bakers and makers. Free entry.');
    fireEvent.press(screen.getByRole('button', { name: 'Resubmit for review' }));

    expect(await screen.findByTestId('review-pending')).toBeTruthy();
    expect(screen.queryByTestId('review-rejected')).toBeNull();
    const stored = await own(account, event.id);
    expect(stored).toMatchObject({
      publishState: 'PENDING_REVIEW',
      shortDescription: 'Farmers, bakers and makers. Free entry.',
    });
    // Resubmitting clears the reason: the editors see it afresh.
    expect(stored.review).toMatchObject({ state: 'PENDING', reason: null });
  });

  it('says a held request to publish waits for review, and stays in the editor', async () => {
    const account = await signUpAccount('Held Host');
    const event = await createWeeklyEvent(account, { publishState: 'NOT_PUBLISHED' });
    await storeSession(account);
    const app = startApp({ initialUrl: `/event/create/${event.id}` });
    const publish = await screen.findByRole('button', { name: 'Publish' });
    // Meanwhile, from another device, it was submitted and an editor sent it back: asking to publish it now is a
    // resubmission, which the review rule holds (docs/moderation.md).
    await putPublishState(account, event, 'PENDING_REVIEW');
    await rejectExperience(event.id, 'The address is missing its city.');

    fireEvent.press(publish);

    expect(await screen.findByText(/An editor looks at it before it is published/)).toBeTruthy();
    expect(screen.queryByText(/^(Event|Changes) published$/)).toBeNull();
    expect(await screen.findByTestId('review-pending')).toBeTruthy();
    expect(app.getPathname()).toBe(`/event/create/${event.id}`);
    expect((await own(account, event.id)).publishState).toBe('PENDING_REVIEW');
    expect((await getJson(`/api/v1/experiences/${event.id}`)).status).toBe(404);
  });
});

describe('the editor’s buttons', () => {
  const submitted = { state: 'PENDING', submittedAt: '2026-01-01T00:00:00Z', reason: null, decidedAt: null };
  const labels = (...args: Parameters<typeof editorActions>) => editorActions(...args).map((a) => a.label);

  it('follow where the event stands', () => {
    expect(labels(null, null)).toEqual(['Save as draft', 'Submit for review', 'Publish']);
    expect(labels('NOT_PUBLISHED', null)).toEqual(['Save as draft', 'Submit for review', 'Publish']);
    expect(labels('PENDING_REVIEW', submitted as never)).toEqual(['Back to draft', 'Save changes']);
    expect(labels('NOT_PUBLISHED', { ...submitted, state: 'REJECTED' } as never)).toEqual([
      'Save as draft',
      'Resubmit for review',
    ]);
    expect(labels('PUBLISHED', null)).toEqual(['Save as draft', 'Publish changes']);
  });
});
