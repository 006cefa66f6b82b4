/**
 * Find friends against the real API: the consent comes first, the phone's address book (expo-contacts, played
 * here by an in-memory book) is hashed and synced, a member among the contacts is listed and followed, and the API
 * holds each step; Remove my contacts leaves the API none of them. Access refused leads to Settings and sends nothing. A contact who joins later is announced to
 * the person (spec §3 CONTACT_JOINED_APP).
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { router } from 'expo-router';
import { act, fireEvent, screen, waitFor } from 'expo-router/testing-library';
import { Linking } from 'react-native';
import { getJson, giveUsername, signUpAccount, testApiUrl, userIdOf } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp, storeSession } from '../../../test/app-harness.tsx';
import type { DeviceContact } from './contact-hashes.ts';
import { verifyMailedAddress } from './mail-outbox.fixtures.ts';

const mockAddressBook = {
  answer: 'granted' as 'granted' | 'denied',
  asked: false,
  contacts: [] as DeviceContact[],
  reset(answer: 'granted' | 'denied', contacts: DeviceContact[]) {
    this.answer = answer;
    this.asked = false;
    this.contacts = contacts;
  },
};

jest.mock('expo-contacts', () => {
  const permission = () => {
    const status = mockAddressBook.asked ? mockAddressBook.answer : 'undetermined';
    return {
      status,
      granted: status === 'granted',
      canAskAgain: status === 'undetermined',
      expires: 'never',
    };
  };
  return {
    ContactField: { EMAILS: 'emails', PHONES: 'phones' },
    Contact: { getAllDetails: async () => mockAddressBook.contacts },
    getPermissionsAsync: async () => permission(),
    requestPermissionsAsync: async () => {
      mockAddressBook.asked = true;
      return permission();
    },
  };
});

describe('finding friends from contacts', () => {
  beforeEach(resetDevice);

  it('asks first, then lists a member from the address book, who can be followed', async () => {
    const zoe = await signUpAccount('Zoë Park');
    await giveUsername(zoe, 'zoe');
    const zoeId = await userIdOf(zoe);
    const stranger = await signUpAccount('Sam Stranger');
    const me = await signUpAccount('Mo Mobile');
    // Written as people write them in an address book: the hashes must still match the API's.
    mockAddressBook.reset('granted', [
      { emails: [{ address: ` ${zoe.email.toUpperCase()} ` }], phones: [{ number: '(617) 555-0199' }] },
      { emails: [{ address: 'nobody-here@example.com' }] },
    ]);
    await storeSession(me);
    const app = startApp({ initialUrl: '/profile' });

    fireEvent.press(await screen.findByRole('button', { name: 'Find friends' }));

    await waitFor(() => expect(app.getPathname()).toBe('/contacts'));
    expect(await screen.findByRole('header', { name: 'Find friends from your contacts' })).toBeTruthy();
    expect(screen.getByText(/one-way code \(a SHA-256 hash\) on this phone/)).toBeTruthy();
    // Nothing is read before the person agrees.
    expect(mockAddressBook.asked).toBe(false);

    fireEvent.press(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('header', { name: 'Your contacts on Happenings' })).toBeTruthy();
    expect(await screen.findByText('1 person you know uses Happenings.')).toBeTruthy();
    expect(screen.getByText('Zoë Park')).toBeTruthy();
    expect(screen.queryByText(stranger.name)).toBeNull();
    expect((await getJson<{ count: number }>('/api/v1/contacts/count', me.token)).body.count).toBe(1);

    fireEvent.press(screen.getByRole('button', { name: 'Follow Zoë Park' }));

    expect(await screen.findByRole('button', { name: 'Unfollow Zoë Park' })).toBeTruthy();
    const follow = await getJson<{ relationship: string }>(`/api/v1/follows/users/${zoeId}`, me.token);
    expect(follow.body.relationship).toBe('following');

    // Taking it back: asked once more, then the API keeps none of the address book; the follow stays.
    fireEvent.press(screen.getByRole('button', { name: 'Remove my contacts' }));
    expect(await screen.findByTestId('remove-contacts-confirmation')).toBeTruthy();
    fireEvent.press(screen.getByRole('button', { name: 'Yes, remove them' }));
    expect(await screen.findByText('Your contacts are removed')).toBeTruthy();
    expect(await screen.findByRole('header', { name: 'Find friends from your contacts' })).toBeTruthy();
    expect((await getJson<{ count: number }>('/api/v1/contacts/count', me.token)).body.count).toBe(0);
    const stillFollowing = await getJson<{ relationship: string }>(
      `/api/v1/follows/users/${zoeId}`,
      me.token,
    );
    expect(stillFollowing.body.relationship).toBe('following');
  });

  it('says so when access is refused, leads to Settings, and sends nothing', async () => {
    const me = await signUpAccount('Mo Mobile');
    mockAddressBook.reset('denied', [{ emails: [{ address: 'anyone@example.com' }] }]);
    const openSettings = jest.spyOn(Linking, 'openSettings').mockResolvedValue(undefined);
    await storeSession(me);
    startApp({ initialUrl: '/contacts' });

    fireEvent.press(await screen.findByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(/Happenings may not read your contacts/)).toBeTruthy();
    fireEvent.press(screen.getByRole('button', { name: 'Open Settings' }));
    expect(openSettings).toHaveBeenCalled();
    expect((await getJson<{ count: number }>('/api/v1/contacts/count', me.token)).body.count).toBe(0);
    openSettings.mockRestore();
  });

  it('tells the person when a contact joins later', async () => {
    const laterEmail = `later-${Date.now()}-${process.pid}@example.com`;
    const me = await signUpAccount('Mo Mobile');
    mockAddressBook.reset('granted', [{ emails: [{ address: laterEmail }] }]);
    await storeSession(me);
    const app = startApp({ initialUrl: '/contacts' });

    fireEvent.press(await screen.findByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(
        'None of your contacts use Happenings yet. We will tell you when one of them joins.',
      ),
    ).toBeTruthy();

    const signUp = await fetch(`${testApiUrl()}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: laterEmail, password: 'correct-horse-battery', name: 'Lea Later' }),
    });
    expect(signUp.status).toBe(200);
    // Announced only once the address is verified: anyone could type someone's address into a sign-up form.
    await verifyMailedAddress(laterEmail);
    await waitFor(async () => {
      const { body } = await getJson<{ items: { type: string }[] }>('/api/v1/notifications', me.token);
      expect(body.items.map((item) => item.type)).toContain('CONTACT_JOINED_APP');
    });

    act(() => router.push('/notifications'));

    await waitFor(() => expect(app.getPathname()).toBe('/notifications'));
    // spec §3: joining is news of the community, not about the person's own things.
    fireEvent.press(await screen.findByRole('tab', { name: 'Community, 1 unread' }));
    expect(await screen.findByText(/Lea Later from your contacts joined Happenings/)).toBeTruthy();
  });
});
