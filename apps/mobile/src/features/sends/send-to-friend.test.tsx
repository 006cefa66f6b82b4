/**
 * Send to a friend against the real API: from the event screen, find someone by username, pick them, add a note
 * and send; they are told (SHARED_EXPERIENCE in their inbox), and nobody is found under one's own name.
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from 'expo-router/testing-library';
import { getJson, giveUsername, sendJson, signUpAccount, userIdOf } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp, storeSession } from '../../../test/app-harness.tsx';
import { makeEvent } from '../events/event-fixtures.ts';

const WHEN = { startDate: '2031-07-10', endDate: '2031-07-10', startTime: '18:00', endTime: '20:00' };

interface Inbox {
  items: { type: string; subject: { id: string }; text: string }[];
}

describe('send to a friend', () => {
  beforeEach(resetDevice);

  it('sends the event to someone found by username, who is told', async () => {
    const host = await signUpAccount('Send Host');
    const event = await makeEvent(host, { when: WHEN });
    const friend = await signUpAccount('Fran Friend');
    const username = await giveUsername(friend, 'fran');
    const me = await signUpAccount('Sam Sender');
    const mine = await giveUsername(me, 'sam');
    await storeSession(me);
    const app = startApp({ initialUrl: `/event/${event.slug}` });

    fireEvent.press(await screen.findByRole('button', { name: 'Send to a friend' }));
    await waitFor(() => expect(app.getPathname()).toBe(`/send/${event.id}`));
    fireEvent.changeText(await screen.findByLabelText('Find people by name or username'), mine);
    await waitFor(() => expect(screen.queryByText('Searching')).toBeNull());
    expect(screen.queryByRole('checkbox', { name: new RegExp(`@${mine}`) })).toBeNull();

    fireEvent.changeText(screen.getByLabelText('Find people by name or username'), username);
    fireEvent.press(await screen.findByRole('checkbox', { name: `Fran Friend, @${username}` }));
    expect(
      screen.getByRole('checkbox', { name: `Fran Friend, @${username}` }).props.accessibilityState,
    ).toMatchObject({ checked: true });
    fireEvent.changeText(screen.getByLabelText('Add a note (optional)'), 'Saturday?');
    fireEvent.press(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(`Sent to @${username}`)).toBeTruthy();
    await waitFor(
      async () => {
        const { body } = await getJson<Inbox>('/api/v1/notifications?kind=GENERAL', friend.token);
        expect(body.items.map((item) => [item.type, item.subject.id])).toContainEqual([
          'SHARED_EXPERIENCE',
          event.id,
        ]);
      },
      { timeout: 15_000 },
    );
  });

  it('invites someone one follows to go, narrowed by name, who is told', async () => {
    const host = await signUpAccount('Invite Host');
    const event = await makeEvent(host, { when: WHEN });
    const pal = await signUpAccount('Pat Pal');
    const username = await giveUsername(pal, 'pat');
    const other = await signUpAccount('Olive Other');
    await giveUsername(other, 'olive');
    const me = await signUpAccount('Ivy Inviter');
    for (const followed of [pal, other]) {
      const follow = await sendJson('POST', `/api/v1/follows/users/${await userIdOf(followed)}`, me.token);
      expect(follow.status).toBeLessThan(300);
    }
    await storeSession(me);
    const app = startApp({ initialUrl: `/event/${event.slug}` });

    fireEvent.press(await screen.findByRole('button', { name: 'Invite to go' }));
    await waitFor(() => expect(app.getPathname()).toBe(`/send/${event.id}`));
    expect(await screen.findByRole('checkbox', { name: /^Olive Other/ })).toBeTruthy();
    fireEvent.changeText(screen.getByLabelText('Find people you follow'), 'pat');
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /^Olive Other/ })).toBeNull());
    fireEvent.press(screen.getByRole('checkbox', { name: `Pat Pal, @${username}` }));
    fireEvent.press(screen.getByRole('button', { name: 'Invite' }));

    expect(await screen.findByText(`Invited @${username}`)).toBeTruthy();
    await waitFor(
      async () => {
        const { body } = await getJson<Inbox>('/api/v1/notifications?kind=GENERAL', pal.token);
        expect(body.items.map((item) => [item.type, item.subject.id])).toContainEqual([
          'INVITED_TO_EXPERIENCE',
          event.id,
        ]);
      },
      { timeout: 15_000 },
    );
  });
});
