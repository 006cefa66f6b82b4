/**
 * Save to a collection from the event screen, against the real API: the picker lists the person's own
 * collections, pressing one saves the event there (the API's copy of the collection holds it), a new collection
 * can be made with the event in it, and someone signed out is asked to sign in.
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { getJson, signUpAccount, type TestAccount } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp, storeSession } from '../../../test/app-harness.tsx';
import { makeCollection, seededEvent } from '../../../test/collection-fixtures.ts';

interface ContentPage {
  items: { itemId: string; type: string }[];
}

interface CollectionsPage {
  items: { id: string; name: string; hasItem: boolean }[];
}

async function itemIdsOf(collectionId: string, reader: TestAccount): Promise<string[]> {
  const { body } = await getJson<ContentPage>(`/api/v1/collections/${collectionId}/content`, reader.token);
  return body.items.map((item) => item.itemId);
}

describe('save to a collection', () => {
  beforeEach(resetDevice);

  it('saves the event to one of my collections, which then holds it, and shows it saved', async () => {
    const event = await seededEvent();
    const me = await signUpAccount('Saver');
    const collection = await makeCollection(me, { name: 'Weekend plans' });
    await makeCollection(me, { name: 'Maybe later' });
    await storeSession(me);
    startApp({ initialUrl: `/event/${event.slug}` });

    fireEvent.press(await screen.findByRole('button', { name: `Save ${event.name} to a collection` }));
    const picker = await screen.findByTestId('save-picker');
    const option = await within(picker).findByRole('checkbox', { name: 'Weekend plans' });
    expect(option.props.accessibilityState).toMatchObject({ checked: false });

    fireEvent.press(option);

    await waitFor(async () => expect(await itemIdsOf(collection.id, me)).toContain(event.id));
    expect(await screen.findByText('Saved in Weekend plans')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(screen.getByTestId('save-picker')).getByRole('checkbox', { name: 'Weekend plans' }).props
          .accessibilityState,
      ).toMatchObject({ checked: true }),
    );
    expect(screen.getByTestId('save-button').props.accessibilityState).toMatchObject({ selected: true });
  });

  it('makes a new collection from the picker with the event in it', async () => {
    const event = await seededEvent();
    const me = await signUpAccount('Saver');
    await storeSession(me);
    startApp({ initialUrl: `/event/${event.slug}` });

    fireEvent.press(await screen.findByRole('button', { name: `Save ${event.name} to a collection` }));
    expect(await screen.findByText('You have no collections yet. Make one to save this in.')).toBeTruthy();
    fireEvent.changeText(screen.getByLabelText('New collection name'), 'Date nights');
    fireEvent.press(screen.getByRole('button', { name: 'Create and save' }));

    expect(await screen.findByText('Saved in Date nights')).toBeTruthy();
    const { body } = await getJson<CollectionsPage>(
      `/api/v1/collections/list?role=OWNER&itemId=${event.id}&itemType=experience`,
      me.token,
    );
    expect(body.items).toEqual([expect.objectContaining({ name: 'Date nights', hasItem: true })]);
  });

  it('removes the event again when a collection holding it is pressed', async () => {
    const event = await seededEvent();
    const me = await signUpAccount('Saver');
    const collection = await makeCollection(me, { name: 'Too many plans' });
    await storeSession(me);
    startApp({ initialUrl: `/event/${event.slug}` });
    fireEvent.press(await screen.findByRole('button', { name: `Save ${event.name} to a collection` }));
    fireEvent.press(await screen.findByRole('checkbox', { name: 'Too many plans' }));
    await waitFor(async () => expect(await itemIdsOf(collection.id, me)).toContain(event.id));

    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Too many plans' }).props.accessibilityState).toMatchObject(
        { checked: true },
      ),
    );
    fireEvent.press(screen.getByRole('checkbox', { name: 'Too many plans' }));

    await waitFor(async () => expect(await itemIdsOf(collection.id, me)).not.toContain(event.id));
    // A boolean, not the element: a failed poll would print the whole React tree and stall the run for seconds.
    await waitFor(() => expect(screen.queryByTestId('saved-in') === null).toBe(true));
    expect(screen.getByTestId('save-button').props.accessibilityState).toMatchObject({ selected: false });
  });

  it('asks someone signed out to sign in', async () => {
    const event = await seededEvent();
    const app = startApp({ initialUrl: `/event/${event.slug}` });

    fireEvent.press(await screen.findByRole('button', { name: `Save ${event.name} to a collection` }));

    await waitFor(() => expect(app.getPathname()).toBe('/sign-in'));
  });
});
