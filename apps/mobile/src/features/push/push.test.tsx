/**
 * Push notifications against the real API: signing in (or starting signed in) registers the device's Expo push
 * token for that person, tapping a notification opens the screen it is about — while the app runs, or as the tap
 * that launched it — and signing out ends the registration. The API is only asked what any client may ask: a
 * registration is seen through DELETE of the token, which answers 204 to its holder and 404 to anyone else.
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from 'expo-router/testing-library';
import { sendJson, signUpAccount, type TestAccount, testApiUrl } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp, storeSession } from '../../../test/app-harness.tsx';
import { seededEvent } from '../../../test/collection-fixtures.ts';
import { devicePush, PUSH_TEST_TOKEN } from '../../../test/push-module.ts';
import type { AppServices } from '../../lib/app-services.ts';

const DEVICE_PATH = `/api/v1/push-notifications/devices/${encodeURIComponent(PUSH_TEST_TOKEN)}`;

/** Removes the device's token as `account`: 204 when they held it, 404 otherwise. */
const removeAs = async (account: TestAccount) =>
  (await sendJson('DELETE', DEVICE_PATH, account.token)).status;

/** A second sign-in of `account` through the API, as their other device would hold. */
async function otherSessionOf(account: TestAccount): Promise<TestAccount> {
  const response = await fetch(`${testApiUrl()}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const token = response.headers.get('set-auth-token');
  if (!response.ok || !token) throw new Error(`sign-in failed: ${response.status}`);
  return { ...account, token };
}

/** The statuses the API answered the app's registrations with, as the app's own client saw them. */
function watchRegistrations(services: AppServices): number[] {
  const statuses: number[] = [];
  services.api.use({
    onResponse({ request, response }) {
      if (request.method === 'PUT' && request.url.endsWith('/api/v1/push-notifications/devices')) {
        statuses.push(response.status);
      }
      return response;
    },
  });
  return statuses;
}

describe('push notifications', () => {
  beforeEach(async () => {
    await resetDevice();
    devicePush.reset('granted');
  });

  it('registers the device for the person who signs in', async () => {
    const account = await signUpAccount('Pia Push');
    const app = startApp({ initialUrl: '/sign-in' });
    const registrations = watchRegistrations(app.services);

    fireEvent.changeText(await screen.findByLabelText('E-mail'), account.email);
    fireEvent.changeText(screen.getByLabelText('Password'), account.password);
    fireEvent.press(screen.getByTestId('sign-in-submit'));

    await waitFor(() => expect(registrations).toEqual([204]));
    expect(devicePush.status).toBe('granted');
    const stranger = await signUpAccount('Not Pia');
    expect(await removeAs(stranger)).toBe(404);
    expect(await removeAs(account)).toBe(204);
  });

  it('registers at start when a session is stored, moving the token from whoever had the phone before', async () => {
    const before = await signUpAccount('Previous Owner');
    await storeSession(before);
    const first = startApp();
    const firstRegistrations = watchRegistrations(first.services);
    await waitFor(() => expect(firstRegistrations).toEqual([204]));
    first.unmount();

    await resetDevice();
    const after = await signUpAccount('New Owner');
    await storeSession(after);
    const second = startApp();
    const secondRegistrations = watchRegistrations(second.services);
    await waitFor(() => expect(secondRegistrations).toEqual([204]));

    expect(await removeAs(before)).toBe(404);
    expect(await removeAs(after)).toBe(204);
  });

  it('registers nothing when the person says no to notifications', async () => {
    devicePush.reset('denied');
    const account = await signUpAccount('Nadia No');
    await storeSession(account);
    startApp({ initialUrl: '/profile' });

    expect(await screen.findByText('Nadia No')).toBeTruthy();
    await waitFor(() => expect(devicePush.status).toBe('denied'));
    expect(devicePush.tokenRequests).toBe(0);
    expect(await removeAs(account)).toBe(404);
  });

  it('opens the event a tapped notification is about', async () => {
    const event = await seededEvent();
    const account = await signUpAccount('Tara Tap');
    await storeSession(account);
    const app = startApp();
    expect(await screen.findByRole('button', { name: 'Profile' })).toBeTruthy();
    await waitFor(() => expect(devicePush.responseListeners.size).toBe(1));

    act(() => {
      devicePush.tap({ url: `/event/${event.slug}`, notificationId: 'n1' });
    });

    await waitFor(() => expect(app.getPathname()).toBe(`/event/${event.slug}`));
    expect(await screen.findByRole('header', { name: event.name })).toBeTruthy();
  });

  it('opens the event of the notification that launched the app, once', async () => {
    const event = await seededEvent();
    const account = await signUpAccount('Lena Launch');
    await storeSession(account);
    devicePush.launchedBy({ url: `/event/${event.slug}` });

    const app = startApp();

    await waitFor(() => expect(app.getPathname()).toBe(`/event/${event.slug}`));
    expect(await screen.findByRole('header', { name: event.name })).toBeTruthy();
    expect(devicePush.lastResponse).toBeNull();
  });

  it('opens the Notifications tab for a notification without a screen of its own', async () => {
    const account = await signUpAccount('Olga Other');
    await storeSession(account);
    const app = startApp();
    await waitFor(() => expect(devicePush.responseListeners.size).toBe(1));

    act(() => {
      devicePush.tap({ url: 'https://elsewhere.example/phishing' });
    });

    await waitFor(() => expect(app.getPathname()).toBe('/notifications'));
  });

  it('stops pushing to the device when the person signs out', async () => {
    const account = await signUpAccount('Sam Signout');
    const elsewhere = await otherSessionOf(account);
    await storeSession(account);
    const app = startApp({ initialUrl: '/profile' });
    const registrations = watchRegistrations(app.services);
    await waitFor(() => expect(registrations).toEqual([204]));

    fireEvent.press(await screen.findByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('Your profile')).toBeTruthy();
    // The app has signed out on the server by now; Sam's other session finds no registration left to remove.
    expect(await removeAs(elsewhere)).toBe(404);
  });
});
