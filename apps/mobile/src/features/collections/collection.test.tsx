/**
 * A collection's screen against the real API: what it is, who is in it with their photos, its items opening their
 * screens; the owner inviting by link through the share sheet; a viewer leaving it; and a private collection
 * someone is not in, which says so instead of showing anything.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { router } from 'expo-router';
import { act, fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { Share } from 'react-native';
import { getJson, giveUsername, sendJson, signUpAccount, userIdOf } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp, storeSession } from '../../../test/app-harness.tsx';
import {
  addItem,
  addViewer,
  askRoundup,
  makeCollection,
  participantsOf,
  seededEvent,
} from '../../../test/collection-fixtures.ts';
import { UNAVAILABLE_TEXT } from './collection-screen.tsx';

describe('collection screen', () => {
  beforeEach(resetDevice);
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows the collection, its people with their photos, and items that open their screens', async () => {
    const owner = await signUpAccount('Olive Owner');
    const viewer = await signUpAccount('Vic Viewer');
    const viewerUsername = await giveUsername(viewer, 'vic');
    const collection = await makeCollection(owner, {
      name: 'Rainy Sunday plans',
      description: 'Indoor things to do.',
    });
    await addViewer(owner, collection, viewer);
    const event = await seededEvent();
    const roundup = await askRoundup(owner, 'Best museums for a rainy day?');
    await addItem(owner, collection, { itemId: event.id, type: 'experience' });
    await addItem(owner, collection, { itemId: roundup.id, type: 'crowd-sourced-roundup' });
    const fromApi = await participantsOf(collection, viewer);
    expect(fromApi.map((person) => person.role)).toEqual(['OWNER', 'VIEWER']);
    await storeSession(viewer);
    const app = startApp({ initialUrl: `/collection/${collection.id}` });

    expect(await screen.findByRole('header', { name: 'Rainy Sunday plans' })).toBeTruthy();
    expect(screen.getByText('Indoor things to do.')).toBeTruthy();
    expect(screen.getByTestId('collection-meta').props.children).toBe(
      'By Olive Owner · 2 items · 2 people · You take part',
    );
    const people = await screen.findByTestId('collection-people');
    expect(within(people).getByLabelText('Olive Owner, owner')).toBeTruthy();
    expect(within(people).getByRole('link', { name: "Vic Viewer's profile, viewer" })).toBeTruthy();
    expect(
      within(people)
        .getAllByTestId('person-photo')
        .map((photo) => photo.props.source.uri),
    ).toEqual(fromApi.map((person) => person.photoURL));
    // A viewer leaves; only the owner invites.
    expect(screen.getByRole('button', { name: 'Leave collection' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite by link' })).toBeNull();

    fireEvent.press(await screen.findByTestId(`experience-${event.slug}`));

    await waitFor(() => expect(app.getPathname()).toBe(`/event/${event.slug}`));
    expect(await screen.findByRole('header', { name: event.name })).toBeTruthy();

    act(() => router.back());
    fireEvent.press(
      await screen.findByRole('link', { name: 'Roundup: Best museums for a rainy day?, 0 answers' }),
    );

    await waitFor(() => expect(app.getPathname()).toBe(`/roundup/${roundup.slug}`));

    act(() => router.back());
    fireEvent.press(await screen.findByRole('link', { name: "Vic Viewer's profile, viewer" }));

    await waitFor(() => expect(app.getPathname()).toBe(`/u/${viewerUsername}`));
  });

  it('lets the owner invite by link through the share sheet, with a link that works', async () => {
    const share = jest.spyOn(Share, 'share').mockResolvedValue({ action: Share.sharedAction });
    const owner = await signUpAccount('Olive Owner');
    const joiner = await signUpAccount('Jo Joiner');
    const collection = await makeCollection(owner, { name: 'Jazz nights' });
    await storeSession(owner);
    startApp({ initialUrl: `/collection/${collection.id}` });

    expect(
      await screen.findByText('Nothing saved yet. Tap Save on an event and pick this collection.'),
    ).toBeTruthy();
    expect(screen.getByTestId('collection-meta').props.children).toBe(
      'By Olive Owner · 0 items · 1 person · You own it',
    );
    // Alone in it, the owner leaving would delete it: they are told so before confirming.
    fireEvent.press(screen.getByRole('button', { name: 'Leave collection' }));
    expect(
      within(screen.getByTestId('leave-confirmation')).getByText(
        'Nobody else is in it, so it will be deleted.',
      ),
    ).toBeTruthy();
    fireEvent.press(within(screen.getByTestId('leave-confirmation')).getByRole('button', { name: 'Cancel' }));

    fireEvent.press(screen.getByRole('button', { name: 'Invite by link' }));

    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    // jest renders the iOS app: the link goes as its own field.
    const [content] = share.mock.calls[0]!;
    const url = (content as { url: string }).url;
    expect(url).toMatch(/\/collection\/join\/[^/]+$/);
    expect(content).toMatchObject({ message: 'Join Jazz nights on Happenings' });
    expect(within(await screen.findByTestId('invite-link')).getByText(url)).toBeTruthy();
    // The API keeps a pending link for a week (COLLECTION_LIMITS.linkLifetimeDays), and it lets someone in.
    await waitFor(async () => {
      const { body: invites } = await getJson<{
        items: { inviteType: string; status: string; expiresAt: string; createdAt: string }[];
      }>(`/api/v1/collections/${collection.id}/invites`, owner.token);
      expect(invites.items).toHaveLength(1);
      const [link] = invites.items;
      expect(link).toMatchObject({ inviteType: 'LINK_INVITE', status: 'PENDING' });
      expect(Date.parse(link!.expiresAt) - Date.parse(link!.createdAt)).toBe(7 * 24 * 60 * 60 * 1000);
      const token = url.split('/').pop()!;
      const joined = await sendJson('POST', `/api/v1/collections/invites/${token}/join`, joiner.token);
      expect(joined.status).toBe(200);
    });

    fireEvent.press(screen.getByRole('button', { name: 'Share the link again' }));

    await waitFor(() => expect(share).toHaveBeenCalledTimes(2));
    expect(share.mock.calls[1]![0]).toMatchObject({ url });
  });

  it('lets a viewer leave after confirming, and takes them back to their collections with a toast', async () => {
    const owner = await signUpAccount('Olive Owner');
    const viewer = await signUpAccount('Vic Viewer');
    const collection = await makeCollection(owner, { name: 'Brunch spots' });
    await addViewer(owner, collection, viewer);
    const viewerId = await userIdOf(viewer);
    await storeSession(viewer);
    const app = startApp({ initialUrl: '/collections' });

    fireEvent.press(await screen.findByRole('link', { name: 'Brunch spots, 0 items, 2 people' }));
    await waitFor(() => expect(app.getPathname()).toBe(`/collection/${collection.id}`));
    fireEvent.press(await screen.findByRole('button', { name: 'Leave collection' }));

    const confirmation = screen.getByTestId('leave-confirmation');
    expect(within(confirmation).getByText('Leave Brunch spots?')).toBeTruthy();
    fireEvent.press(within(confirmation).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('leave-confirmation')).toBeNull();
    fireEvent.press(screen.getByRole('button', { name: 'Leave collection' }));
    fireEvent.press(screen.getByRole('button', { name: 'Leave Brunch spots' }));

    await waitFor(() => expect(app.getPathname()).toBe('/collections'));
    expect(await screen.findByText('You left Brunch spots')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Brunch spots/ })).toBeNull());
    await waitFor(async () => {
      expect((await participantsOf(collection, owner)).map((person) => person.uid)).not.toContain(viewerId);
      const { status } = await getJson(`/api/v1/collections/${collection.id}/information`, viewer.token);
      expect(status).toBe(404);
    });
  });

  it('says a private collection is private to someone not in it, signed in or not', async () => {
    const owner = await signUpAccount('Olive Owner');
    const collection = await makeCollection(owner, { name: 'Secret supper club' });
    const stranger = await signUpAccount('Sam Stranger');
    await storeSession(stranger);
    const signedIn = startApp({ initialUrl: `/collection/${collection.id}` });

    expect(await screen.findByText(UNAVAILABLE_TEXT)).toBeTruthy();
    expect(screen.queryByText('Secret supper club')).toBeNull();
    fireEvent.press(screen.getByRole('button', { name: 'Your collections' }));
    await waitFor(() => expect(signedIn.getPathname()).toBe('/collections'));
    signedIn.unmount();

    await resetDevice();
    const signedOut = startApp({ initialUrl: `/collection/${collection.id}` });

    expect(await screen.findByText(UNAVAILABLE_TEXT)).toBeTruthy();
    fireEvent.press(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(signedOut.getPathname()).toBe('/sign-in'));
  });

  it('says the same of a collection that does not exist', async () => {
    startApp({ initialUrl: '/collection/no-such-collection-here' });

    expect(await screen.findByText(UNAVAILABLE_TEXT)).toBeTruthy();
  });
});
