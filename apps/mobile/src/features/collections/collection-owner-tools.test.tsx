/**
 * The owner's tools against the real API: editing a collection's details (name, description, private or community),
 * arranging its items (move up and down, remove), deleting it after confirming; and nobody else seeing any of them.
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { signUpAccount } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp, storeSession } from '../../../test/app-harness.tsx';
import {
  addItem,
  addViewer,
  askRoundup,
  informationOf,
  itemIdsOf,
  makeCollection,
} from '../../../test/collection-fixtures.ts';
import { OWNER_ONLY_TEXT } from './edit-collection-screen.tsx';

describe("a collection's owner tools", () => {
  beforeEach(resetDevice);

  it('lets the owner rename it, describe it and make it private, and the API then holds that', async () => {
    const owner = await signUpAccount('Olive Owner');
    const collection = await makeCollection(owner, { name: 'Jazz nights', isCommunity: true });
    await storeSession(owner);
    const app = startApp({ initialUrl: `/collection/${collection.id}` });

    expect(await screen.findByText('Community collection')).toBeTruthy();
    fireEvent.press(screen.getByRole('button', { name: 'Edit details' }));
    await waitFor(() => expect(app.getPathname()).toBe(`/collection/${collection.id}/edit`));
    const name = await screen.findByLabelText('Name');
    expect(name.props.value).toBe('Jazz nights');
    expect(
      screen.getByRole('radio', { name: 'Community: Anyone can find it, join it and share it.' }).props
        .accessibilityState,
    ).toMatchObject({ checked: true });

    fireEvent.changeText(name, '');
    expect(await screen.findByText('A collection needs a name.')).toBeTruthy();
    fireEvent.changeText(name, 'Jazz and blues nights');
    fireEvent.changeText(screen.getByLabelText('Description (optional)'), 'Live music, late.');
    fireEvent.press(screen.getByRole('radio', { name: 'Private: Only the people in it can see it.' }));
    fireEvent.press(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Collection updated')).toBeTruthy();
    await waitFor(() => expect(app.getPathname()).toBe(`/collection/${collection.id}`));
    expect(await screen.findByRole('header', { name: 'Jazz and blues nights' })).toBeTruthy();
    expect(screen.getByText('Live music, late.')).toBeTruthy();
    expect(screen.getByText('Private collection')).toBeTruthy();
    const { body } = await informationOf(collection, owner);
    expect(body).toMatchObject({
      name: 'Jazz and blues nights',
      description: 'Live music, late.',
      isCommunity: false,
    });
  });

  it('lets the owner move items up and down and remove one, in the order the API then holds', async () => {
    const owner = await signUpAccount('Olive Owner');
    const collection = await makeCollection(owner, { name: 'Museum days' });
    const first = await askRoundup(owner, 'Best art museum?');
    const second = await askRoundup(owner, 'Best science museum?');
    const third = await askRoundup(owner, 'Best history museum?');
    for (const roundup of [first, second, third]) {
      await addItem(owner, collection, { itemId: roundup.id, type: 'crowd-sourced-roundup' });
    }
    await storeSession(owner);
    startApp({ initialUrl: `/collection/${collection.id}` });

    await screen.findByRole('link', { name: /^Roundup: Best art museum\?/ });
    expect(screen.queryByRole('button', { name: 'Move Best art museum? down' })).toBeNull();
    fireEvent.press(screen.getByRole('button', { name: 'Arrange items' }));
    expect(screen.getByRole('button', { name: 'Move Best art museum? up' })).toBeDisabled();
    fireEvent.press(screen.getByRole('button', { name: 'Move Best art museum? down' }));

    expect(await screen.findByText('Moved Best art museum? down')).toBeTruthy();
    await waitFor(async () =>
      expect(await itemIdsOf(collection, owner)).toEqual([second.id, first.id, third.id]),
    );
    expect(
      screen.getAllByRole('link', { name: /^Roundup: / }).map((link) => link.props.accessibilityLabel),
    ).toEqual([
      'Roundup: Best science museum?, 0 answers',
      'Roundup: Best art museum?, 0 answers',
      'Roundup: Best history museum?, 0 answers',
    ]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Best history museum? up' })).toBeEnabled(),
    );
    fireEvent.press(screen.getByRole('button', { name: 'Move Best history museum? up' }));
    await waitFor(async () =>
      expect(await itemIdsOf(collection, owner)).toEqual([second.id, third.id, first.id]),
    );

    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Remove Best science museum? from this collection' }),
      ).toBeEnabled(),
    );
    fireEvent.press(screen.getByRole('button', { name: 'Remove Best science museum? from this collection' }));

    expect(await screen.findByText('Removed Best science museum?')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /^Roundup: Best science museum\?/ })).toBeNull(),
    );
    expect(await itemIdsOf(collection, owner)).toEqual([third.id, first.id]);
    fireEvent.press(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
  });

  it('deletes the collection only after the owner confirms, and takes them back to their collections', async () => {
    const owner = await signUpAccount('Olive Owner');
    const collection = await makeCollection(owner, { name: 'Brunch spots' });
    await storeSession(owner);
    const app = startApp({ initialUrl: '/collections' });

    fireEvent.press(await screen.findByRole('link', { name: 'Brunch spots, 0 items, 1 person, yours' }));
    fireEvent.press(await screen.findByRole('button', { name: 'Edit details' }));
    fireEvent.press(await screen.findByRole('button', { name: 'Delete collection' }));
    const confirmation = screen.getByTestId('delete-confirmation');
    expect(within(confirmation).getByText('Delete Brunch spots?')).toBeTruthy();
    fireEvent.press(within(confirmation).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('delete-confirmation')).toBeNull();
    expect((await informationOf(collection, owner)).status).toBe(200);

    fireEvent.press(screen.getByRole('button', { name: 'Delete collection' }));
    fireEvent.press(screen.getByRole('button', { name: 'Delete Brunch spots' }));

    await waitFor(() => expect(app.getPathname()).toBe('/collections'));
    expect(await screen.findByText('Brunch spots was deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Brunch spots/ })).toBeNull());
    expect((await informationOf(collection, owner)).status).toBe(404);
  });

  it('shows someone who only takes part none of the owner tools, and refuses them the edit screen', async () => {
    const owner = await signUpAccount('Olive Owner');
    const viewer = await signUpAccount('Vic Viewer');
    const collection = await makeCollection(owner, { name: 'Picnic places' });
    const roundup = await askRoundup(owner, 'Best park for a picnic?');
    await addItem(owner, collection, { itemId: roundup.id, type: 'crowd-sourced-roundup' });
    await addViewer(owner, collection, viewer);
    await storeSession(viewer);
    const app = startApp({ initialUrl: `/collection/${collection.id}` });

    expect(await screen.findByRole('link', { name: /^Roundup: Best park for a picnic\?/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leave collection' })).toBeTruthy();
    for (const owners of [
      'Edit details',
      'Invite people',
      'Invite by link',
      'Arrange items',
      'Share collection',
    ]) {
      expect(screen.queryByRole('button', { name: owners })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    app.unmount();

    startApp({ initialUrl: `/collection/${collection.id}/edit` });

    expect(await screen.findByText(OWNER_ONLY_TEXT)).toBeTruthy();
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect((await informationOf(collection, owner)).body.name).toBe('Picnic places');
  });
});
