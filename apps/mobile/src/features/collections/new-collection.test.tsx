/**
 * "New collection" on the Collections tab against the real API: a blank name is refused and nothing is made; a
 * named community collection is made, opens, and is the caller's in the API.
 */

import { COLLECTION_LIMITS } from '@happenings/domain/constants';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from 'expo-router/testing-library';
import { getJson, signUpAccount, type TestAccount } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp, storeSession } from '../../../test/app-harness.tsx';
import { NAME_NEEDED_TEXT } from './new-collection-form.tsx';

interface MyCollections {
  items: { id: string; name: string; isCommunity: boolean; role: string }[];
}

async function collectionsOf(account: TestAccount) {
  const { status, body } = await getJson<MyCollections>('/api/v1/collections/list', account.token);
  expect(status).toBe(200);
  return body.items;
}

describe('new collection', () => {
  beforeEach(resetDevice);

  it('refuses a blank name, then makes a community collection and opens it', async () => {
    const owner = await signUpAccount('Nora New');
    await storeSession(owner);
    const app = startApp({ initialUrl: '/collections' });

    expect(await screen.findByText(/No collections yet/)).toBeTruthy();
    fireEvent.press(screen.getByRole('button', { name: 'New collection' }));
    expect(await screen.findByRole('header', { name: 'New collection' })).toBeTruthy();
    const nameField = screen.getByLabelText('Name');
    expect(nameField.props.maxLength).toBe(COLLECTION_LIMITS.nameLength);

    fireEvent.press(screen.getByRole('button', { name: 'Create collection' }));
    expect(await screen.findByText(NAME_NEEDED_TEXT)).toBeTruthy();
    fireEvent.changeText(nameField, '   ');
    fireEvent.press(screen.getByRole('button', { name: 'Create collection' }));
    expect(await screen.findByText(NAME_NEEDED_TEXT)).toBeTruthy();
    expect(await collectionsOf(owner)).toEqual([]);

    fireEvent.changeText(screen.getByLabelText('Name'), '  Rainy Sundays ');
    expect(screen.queryByText(NAME_NEEDED_TEXT)).toBeNull();
    const communityName = /^Community collection/;
    fireEvent.press(screen.getByRole('checkbox', { name: communityName, checked: false }));
    expect(screen.getByRole('checkbox', { name: communityName, checked: true })).toBeTruthy();
    fireEvent.press(screen.getByRole('button', { name: 'Create collection' }));

    expect(await screen.findByText('Rainy Sundays is ready')).toBeTruthy();
    const made = await collectionsOf(owner);
    expect(made).toEqual([
      expect.objectContaining({ name: 'Rainy Sundays', isCommunity: true, role: 'OWNER' }),
    ]);
    await waitFor(() => expect(app.getPathname()).toBe(`/collection/${made[0]?.id}`));
    expect(await screen.findByRole('header', { name: 'Rainy Sundays' })).toBeTruthy();
    expect(screen.getByText('Community collection')).toBeTruthy();
  });

  it('closes the form on Cancel without making anything', async () => {
    const owner = await signUpAccount('Carl Cancel');
    await storeSession(owner);
    startApp({ initialUrl: '/collections' });

    fireEvent.press(await screen.findByRole('button', { name: 'New collection' }));
    fireEvent.changeText(screen.getByLabelText('Name'), 'Date nights');
    fireEvent.press(screen.getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByRole('button', { name: 'New collection' })).toBeTruthy();
    expect(screen.queryByTestId('new-collection-form')).toBeNull();
    expect(await collectionsOf(owner)).toEqual([]);
  });
});
