/**
 * Inviting people by username against the real API: the owner finds two people and invites them in the app; each
 * is told (INVITED_TO_COLLECTION), sees the invite waiting on their Collections tab, and one accepts while the other
 * declines. The owner withdraws an invite, revokes a link and removes a viewer.
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { getJson, giveUsername, sendJson, signUpAccount, userIdOf } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp, storeSession } from '../../../test/app-harness.tsx';
import {
  addViewer,
  inviteToCollection,
  makeCollection,
  makeInviteLink,
  participantsOf,
  pendingOf,
} from '../../../test/collection-fixtures.ts';

interface Inbox {
  items: { type: string; subject: { id: string } }[];
}

interface Statuses {
  items: { user: { uid: string }; status: string | null; isParticipant: boolean }[];
}

describe('inviting people to a collection', () => {
  beforeEach(resetDevice);

  it('invites people found by username, who are told, and who accept or decline on their Collections tab', async () => {
    const owner = await signUpAccount('Olive Owner');
    const ina = await signUpAccount('Ina Invitee');
    const inaName = await giveUsername(ina, 'ina');
    const dan = await signUpAccount('Dan Decliner');
    const danName = await giveUsername(dan, 'dan');
    const collection = await makeCollection(owner, { name: 'Jazz nights' });
    await storeSession(owner);
    const ownerApp = startApp({ initialUrl: `/collection/${collection.id}` });

    fireEvent.press(await screen.findByRole('button', { name: 'Invite people' }));
    await waitFor(() => expect(ownerApp.getPathname()).toBe(`/collection/${collection.id}/invite`));
    expect(await screen.findByText('No open invites.')).toBeTruthy();
    for (const [person, username] of [
      ['Ina Invitee', inaName],
      ['Dan Decliner', danName],
    ] as const) {
      fireEvent.changeText(screen.getByLabelText('Find people by name or username'), username);
      fireEvent.press(await screen.findByRole('button', { name: `Invite ${person}` }));
      expect(await screen.findByText(`Invited @${username}`)).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('button', { name: `Invite ${person}` })).toBeNull());
      expect(screen.getByText('Invited')).toBeTruthy();
    }
    const openInvites = await screen.findByTestId('open-invites');
    await waitFor(() => expect(within(openInvites).getByText('Invited Dan Decliner')).toBeTruthy());
    expect(within(openInvites).getByText('Invited Ina Invitee')).toBeTruthy();
    const { body: statuses } = await getJson<Statuses>(
      `/api/v1/collections/${collection.id}/invitees-status`,
      owner.token,
    );
    expect(statuses.items.map((row) => row.status)).toEqual(['PENDING', 'PENDING']);
    await waitFor(
      async () => {
        const { body } = await getJson<Inbox>('/api/v1/notifications?kind=GENERAL', ina.token);
        expect(body.items.map((item) => item.type)).toContain('INVITED_TO_COLLECTION');
      },
      { timeout: 15_000 },
    );
    ownerApp.unmount();

    await resetDevice();
    await storeSession(ina);
    const inaApp = startApp({ initialUrl: '/collections' });

    const waiting = await screen.findByTestId('pending-invites');
    expect(within(waiting).getByText(/Olive Owner invited you to/)).toBeTruthy();
    fireEvent.press(within(waiting).getByRole('button', { name: 'Accept the invite to Jazz nights' }));

    await waitFor(() => expect(inaApp.getPathname()).toBe(`/collection/${collection.id}`));
    expect(await screen.findByText('You joined Jazz nights')).toBeTruthy();
    const inaId = await userIdOf(ina);
    expect((await participantsOf(collection, owner)).map((person) => person.uid)).toContain(inaId);
    inaApp.unmount();

    await resetDevice();
    await storeSession(dan);
    startApp({ initialUrl: '/collections' });

    fireEvent.press(await screen.findByRole('button', { name: 'Decline the invite to Jazz nights' }));

    expect(await screen.findByText('Declined Jazz nights')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('pending-invites')).toBeNull());
    expect((await pendingOf(dan)).invites).toEqual([]);
    const danId = await userIdOf(dan);
    const { body: after } = await getJson<Statuses>(
      `/api/v1/collections/${collection.id}/invitees-status`,
      owner.token,
    );
    expect(after.items.find((row) => row.user.uid === danId)).toMatchObject({
      status: 'DECLINED',
      isParticipant: false,
    });
    expect(after.items.find((row) => row.user.uid === inaId)).toMatchObject({ isParticipant: true });
  });

  it('lets the owner withdraw an invite, revoke a link and remove a viewer, and the API then holds that', async () => {
    const owner = await signUpAccount('Olive Owner');
    const wendy = await signUpAccount('Wendy Withdrawn');
    const vic = await signUpAccount('Vic Viewer');
    const joiner = await signUpAccount('Jo Joiner');
    const collection = await makeCollection(owner, { name: 'Film club' });
    await addViewer(owner, collection, vic);
    const link = await makeInviteLink(owner, collection);
    await inviteToCollection(owner, collection, wendy);
    expect((await pendingOf(wendy)).invites).toHaveLength(1);
    await storeSession(owner);
    startApp({ initialUrl: `/collection/${collection.id}/invite` });

    fireEvent.press(await screen.findByRole('button', { name: 'Withdraw: Invited Wendy Withdrawn' }));

    expect(await screen.findByText('Invite to Wendy Withdrawn withdrawn')).toBeTruthy();
    expect((await pendingOf(wendy)).invites).toEqual([]);
    await waitFor(() => expect(screen.queryByText('Invited Wendy Withdrawn')).toBeNull());

    fireEvent.press(screen.getByRole('button', { name: /^Revoke the invite link, made / }));

    expect(await screen.findByText('No open invites.')).toBeTruthy();
    const joined = await sendJson('POST', `/api/v1/collections/invites/${link.token}/join`, joiner.token);
    expect(joined.status).toBe(410);

    const people = screen.getByTestId('people-in-collection');
    fireEvent.press(
      await within(people).findByRole('button', { name: 'Remove Vic Viewer from this collection' }),
    );
    expect(within(people).getByText('Remove Vic Viewer?')).toBeTruthy();
    fireEvent.press(within(people).getByRole('button', { name: 'Remove Vic Viewer' }));

    expect(await screen.findByText('Removed Vic Viewer')).toBeTruthy();
    expect(await within(people).findByText('Nobody else is in it yet.')).toBeTruthy();
    const vicId = await userIdOf(vic);
    expect((await participantsOf(collection, owner)).map((person) => person.uid)).not.toContain(vicId);
  });
});
