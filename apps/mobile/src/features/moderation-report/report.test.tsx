/**
 * Reporting from the app against the real API (issue 23): an event from its "More" menu, with the form's checks
 * (a reason, details for "Something else") before anything is sent; a comment by a long press; someone signed out
 * sent to sign in; and no Report on one's own things. A second report of the same item answers 200 with the
 * first one, which is how these tests read back what the app sent.
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { giveUsername, sendJson, signUpAccount, type TestAccount } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp, storeSession } from '../../../test/app-harness.tsx';
import { createWeeklyEvent, EDITOR_TEST_TIMEOUT_MS } from '../event-editor/event-editor.fixtures.ts';

interface Report {
  reason: string;
  details: string | null;
}

/** What `account` reported about the item: the API answers a repeated report with the first one. */
async function reportOf(account: TestAccount, subjectType: string, subjectId: string) {
  return sendJson<Report>('POST', '/api/v1/reports', account.token, {
    subjectType,
    subjectId,
    reason: 'SPAM',
  });
}

describe('reporting', () => {
  jest.setTimeout(EDITOR_TEST_TIMEOUT_MS);
  beforeEach(resetDevice);

  it('reports an event from its More menu, after the form asked for a reason and details', async () => {
    const event = await createWeeklyEvent(await signUpAccount('Spammy Host'), { name: 'Free money seminar' });
    const me = await signUpAccount('Careful Visitor');
    await storeSession(me);
    startApp({ initialUrl: `/event/${event.slug}` });

    fireEvent.press(await screen.findByRole('button', { name: 'More actions for Free money seminar' }));
    fireEvent.press(screen.getByRole('button', { name: 'Report event…' }));
    const sheet = await screen.findByTestId('report-sheet');
    expect(within(sheet).getByRole('header', { name: 'Report this event' })).toBeTruthy();

    fireEvent.press(within(sheet).getByRole('button', { name: 'Send report' }));
    expect(await within(sheet).findByTestId('report-error-reason')).toBeTruthy();
    fireEvent.press(within(sheet).getByRole('radio', { name: 'Something else' }));
    fireEvent.press(within(sheet).getByRole('button', { name: 'Send report' }));
    expect(within(sheet).getByTestId('report-error-details').props.children).toBe(
      'Say what is wrong with it.',
    );
    expect(within(sheet).queryByTestId('report-error-reason')).toBeNull();
    expect(
      within(sheet).getByRole('radio', { name: 'Something else' }).props.accessibilityState,
    ).toMatchObject({
      checked: true,
    });
    fireEvent.changeText(within(sheet).getByLabelText('Details'), 'It asks for a card number to get in.');
    fireEvent.press(within(sheet).getByRole('button', { name: 'Send report' }));

    expect(await screen.findByTestId('report-sent')).toBeTruthy();
    expect(screen.getByRole('header', { name: 'Thanks for telling us' })).toBeTruthy();
    const { status, body } = await reportOf(me, 'experience', event.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ reason: 'OTHER', details: 'It asks for a card number to get in.' });
    fireEvent.press(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('report-sheet')).toBeNull());
  });

  it('reports someone else’s comment by a long press', async () => {
    const author = await signUpAccount('Loud Commenter');
    const event = await createWeeklyEvent(author, { name: 'Open mic night' });
    const posted = await sendJson<{ id: string }>(
      'POST',
      `/api/v1/comments/experience/${event.id}`,
      author.token,
      { text: 'Buy followers at my site!!!' },
    );
    expect(posted.status).toBe(201);
    const me = await signUpAccount('Quiet Reader');
    await storeSession(me);
    startApp({ initialUrl: `/event/${event.slug}` });

    const comment = await screen.findByTestId(`comment-${posted.body.id}`);
    fireEvent(comment, 'longPress');
    fireEvent.press(await screen.findByRole('button', { name: 'Report comment…' }));
    fireEvent.press(await screen.findByRole('radio', { name: 'Spam or advertising' }));
    fireEvent.press(screen.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByTestId('report-sent')).toBeTruthy();
    const { status, body } = await reportOf(me, 'comment', posted.body.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ reason: 'SPAM', details: null });
  });

  it('sends someone signed out to sign in', async () => {
    const event = await createWeeklyEvent(await signUpAccount('Any Host'), { name: 'Harbor fireworks' });
    const app = startApp({ initialUrl: `/event/${event.slug}` });

    fireEvent.press(await screen.findByRole('button', { name: 'More actions for Harbor fireworks' }));
    fireEvent.press(screen.getByRole('button', { name: 'Report event…' }));

    await waitFor(() => expect(app.getPathname()).toBe('/sign-in'));
  });

  it('offers Report on another person’s profile', async () => {
    const username = await giveUsername(await signUpAccount('Some Person'));
    await storeSession(await signUpAccount('Profile Visitor'));
    startApp({ initialUrl: `/u/${username}` });

    fireEvent.press(await screen.findByRole('button', { name: 'More actions for Some Person' }));
    expect(await screen.findByRole('button', { name: 'Report profile…' })).toBeTruthy();
    fireEvent.press(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('more-actions')).toBeNull());
  });

  it('offers no Report on one’s own event', async () => {
    const me = await signUpAccount('Picnic Host');
    const mine = await createWeeklyEvent(me, { name: 'My own picnic' });
    await storeSession(me);
    startApp({ initialUrl: `/event/${mine.slug}` });

    expect(await screen.findByTestId('edit-event-link')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^More actions/ })).toBeNull();
  });
});

describe('an author’s hidden comment', () => {
  beforeEach(resetDevice);

  it('tells its author it was hidden and why, after three people reported it', async () => {
    const author = await signUpAccount('Hidden Author');
    const event = await createWeeklyEvent(author, { name: 'Rooftop yoga' });
    const text = 'Visit my shop for cheap mats';
    const posted = await sendJson<{ id: string }>(
      'POST',
      `/api/v1/comments/experience/${event.id}`,
      author.token,
      { text },
    );
    for (const name of ['First Reporter', 'Second Reporter', 'Third Reporter']) {
      const { status } = await reportOf(await signUpAccount(name), 'comment', posted.body.id);
      expect(status).toBe(201);
    }
    await storeSession(author);
    startApp({ initialUrl: `/event/${event.slug}` });

    const comment = await screen.findByTestId(`comment-${posted.body.id}`);
    expect(within(comment).getByTestId('moderation-notice').props.children.join('')).toMatch(
      /^Hidden from others: Reported by 3 people/,
    );
    expect(within(comment).getByText(text)).toBeTruthy();
  });
});
