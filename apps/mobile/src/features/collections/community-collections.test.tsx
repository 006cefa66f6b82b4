/**
 * Community collections against the real API: someone not in one joins it and shares it with a person found by
 * username, who is told (SHARED_COLLECTION) and joins it from their Collections tab; another dismisses theirs. A
 * private collection offers no sharing.
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { getJson, giveUsername, signUpAccount, userIdOf } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp, storeSession } from '../../../test/app-harness.tsx';
import {
  addViewer,
  makeCollection,
  participantsOf,
  pendingOf,
  shareCollection,
} from '../../../test/collection-fixtures.ts';
import { NOT_COMMUNITY_TEXT } from './share-collection-screen.tsx';

interface Inbox {
  items: { type: string }[];
}

interface ReceiverStatuses {
  items: { user: { uid: string }; status: string | null; isParticipant: boolean }[];
}

describe('community collections', () => {
  beforeEach(resetDevice);

  it('lets anyone join one and share it; the person it was sent to is told and joins it', async () => {
    const owner = await signUpAccount('Olive Owner');
    const collection = await makeCollection(owner, { name: 'Free concerts', isCommunity: true });
    const sam = await signUpAccount('Sam Sharer');
    const rita = await signUpAccount('Rita Receiver');
    const ritaName = await giveUsername(rita, 'rita');
    await storeSession(sam);
    const samApp = startApp({ initialUrl: `/collection/${collection.id}` });

    expect(await screen.findByText('Community collection')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Leave collection' })).toBeNull();
    fireEvent.press(screen.getByRole('button', { name: 'Join collection' }));

    expect(await screen.findByText('You joined Free concerts')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('collection-meta').props.children).toMatch(/You take part$/),
    );
    expect(screen.getByRole('button', { name: 'Leave collection' })).toBeTruthy();
    expect((await participantsOf(collection, owner)).map((person) => person.uid)).toContain(
      await userIdOf(sam),
    );

    fireEvent.press(screen.getByRole('button', { name: 'Share collection' }));
    await waitFor(() => expect(samApp.getPathname()).toBe(`/collection/${collection.id}/share`));
    expect(await screen.findByText('You have not shared it with anyone yet.')).toBeTruthy();
    fireEvent.changeText(screen.getByLabelText('Find people by name or username'), ritaName);
    fireEvent.press(await screen.findByRole('checkbox', { name: 'Rita Receiver' }));
    fireEvent.press(screen.getByRole('button', { name: 'Share with Rita Receiver' }));

    expect(await screen.findByText('Shared Free concerts with Rita Receiver')).toBeTruthy();
    const sharedWith = screen.getByTestId('shared-with');
    expect(await within(sharedWith).findByText('Shared, not answered yet')).toBeTruthy();
    await waitFor(
      async () => {
        const { body } = await getJson<Inbox>('/api/v1/notifications?kind=GENERAL', rita.token);
        expect(body.items.map((item) => item.type)).toContain('SHARED_COLLECTION');
      },
      { timeout: 15_000 },
    );
    samApp.unmount();

    await resetDevice();
    await storeSession(rita);
    const ritaApp = startApp({ initialUrl: '/collections' });

    const waiting = await screen.findByTestId('pending-invites');
    expect(within(waiting).getByText(/Sam Sharer shared/)).toBeTruthy();
    fireEvent.press(within(waiting).getByRole('button', { name: 'Join Free concerts' }));

    await waitFor(() => expect(ritaApp.getPathname()).toBe(`/collection/${collection.id}`));
    expect(await screen.findByText('You joined Free concerts')).toBeTruthy();
    const ritaId = await userIdOf(rita);
    expect((await participantsOf(collection, owner)).map((person) => person.uid)).toContain(ritaId);
    const { body } = await getJson<ReceiverStatuses>(
      `/api/v1/collections/community/${collection.id}/share-receivers-status?userIds=${ritaId}`,
      sam.token,
    );
    expect(body.items).toEqual([expect.objectContaining({ status: 'ACCEPTED', isParticipant: true })]);
  });

  it('lets someone dismiss a community collection shared with them', async () => {
    const owner = await signUpAccount('Olive Owner');
    const collection = await makeCollection(owner, { name: 'Night markets', isCommunity: true });
    const dora = await signUpAccount('Dora Dismisser');
    await shareCollection(owner, collection, dora);
    await storeSession(dora);
    startApp({ initialUrl: '/collections' });

    fireEvent.press(await screen.findByRole('button', { name: 'Dismiss Night markets' }));

    expect(await screen.findByText('Dismissed Night markets')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('pending-invites')).toBeNull());
    expect((await pendingOf(dora)).shares).toEqual([]);
    const doraId = await userIdOf(dora);
    const { body } = await getJson<ReceiverStatuses>(
      `/api/v1/collections/community/${collection.id}/share-receivers-status?userIds=${doraId}`,
      owner.token,
    );
    expect(body.items).toEqual([expect.objectContaining({ status: 'DISMISSED', isParticipant: false })]);
  });

  it("answers a share on the collection's own screen, as a SHARED_COLLECTION notification opens it", async () => {
    const owner = await signUpAccount('Olive Owner');
    const collection = await makeCollection(owner, { name: 'Street food', isCommunity: true });
    const ned = await signUpAccount('Ned Newcomer');
    await shareCollection(owner, collection, ned);
    await storeSession(ned);
    startApp({ initialUrl: `/collection/${collection.id}` });

    const waiting = await screen.findByTestId('share-waiting');
    expect(within(waiting).getByText('Olive Owner shared it with you.')).toBeTruthy();
    fireEvent.press(within(waiting).getByRole('button', { name: 'Dismiss Street food' }));

    expect(await screen.findByText('Dismissed Street food')).toBeTruthy();
    expect((await pendingOf(ned)).shares).toEqual([]);
    // Still public: they may join it later.
    expect(await screen.findByRole('button', { name: 'Join collection' })).toBeTruthy();
  });

  it('offers no sharing of a private collection, and says why on its share screen', async () => {
    const owner = await signUpAccount('Olive Owner');
    const viewer = await signUpAccount('Vic Viewer');
    const collection = await makeCollection(owner, { name: 'Family trips' });
    await addViewer(owner, collection, viewer);
    await storeSession(viewer);
    const app = startApp({ initialUrl: `/collection/${collection.id}` });

    expect(await screen.findByRole('button', { name: 'Leave collection' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share collection' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Join collection' })).toBeNull();
    app.unmount();

    startApp({ initialUrl: `/collection/${collection.id}/share` });

    expect(await screen.findByText(NOT_COMMUNITY_TEXT)).toBeTruthy();
    expect(screen.queryByLabelText('Find people by name or username')).toBeNull();
  });
});
