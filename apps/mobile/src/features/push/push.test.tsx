/**
 * Push notifications against the real API: signing in (or starting signed in) registers the device's Expo push
 * token for that person — unless another account is still signed in with it, until that sign-in ends — tapping a
 * notification opens the screen it is about — while the app runs, or as the tap that launched it — and signing out
 * ends the registration. The API is only asked what any client may ask: a
 * registration is seen through DELETE of the token, which answers 204 to its holder and 404 to anyone else.
 */
import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
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

/** Everyone this file signed up: the device's one token is freed after each test, whoever ended up with it. */
const people: TestAccount[] = [];
async function newAccount(name: string): Promise<TestAccount> {
  const account = await signUpAccount(name);
  people.push(account);
  return account;
}

describe('push notifications', () => {
  beforeEach(async () => {
    // Another account's live sign-in keeps the token (409 to the next): each test starts with it free. This runs
    // once the last test's app is unmounted (testing-library cleans up after a test's own hooks, while the app
    // could still register), and after a registration it had in flight has landed.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const person of people.splice(0)) await removeAs(person);
    await resetDevice();
    devicePush.reset('granted');
  });
  afterAll(async () => {
    for (const person of people.splice(0)) await removeAs(person);
  });

  it('registers the device for the person who signs in', async () => {
    const account = await newAccount('Pia Push');
    const app = startApp({ initialUrl: '/sign-in' });
    const registrations = watchRegistrations(app.services);

    fireEvent.changeText(await screen.findByLabelText('E-mail'), account.email);
    fireEvent.changeText(screen.getByLabelText('Password'), account.password);
    fireEvent.press(screen.getByTestId('sign-in-submit'));

    await waitFor(() => expect(registrations).toEqual([204]));
    expect(devicePush.status).toBe('granted');
    const stranger = await newAccount('Not Pia');
    expect(await removeAs(stranger)).toBe(404);
    expect(await removeAs(account)).toBe(204);
  });

  it('registers at start for the next person once the one before has signed out on the phone', async () => {
    const before = await newAccount('Previous Owner');
    const beforeElsewhere = await otherSessionOf(before);
    await storeSession(before);
    const first = startApp({ initialUrl: '/profile' });
    const firstRegistrations = watchRegistrations(first.services);
    await waitFor(() => expect(firstRegistrations).toEqual([204]));
    fireEvent.press(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Your profile')).toBeTruthy();
    first.unmount();

    const after = await newAccount('New Owner');
    await storeSession(after);
    const second = startApp();
    const secondRegistrations = watchRegistrations(second.services);
    await waitFor(() => expect(secondRegistrations).toEqual([204]));

    expect(await removeAs(beforeElsewhere)).toBe(404);
    expect(await removeAs(after)).toBe(204);
  });

  it('leaves the token with the person still signed in with it, and registers the next one once they are not', async () => {
    const before = await newAccount('Still Signed In');
    await storeSession(before);
    const first = startApp();
    const firstRegistrations = watchRegistrations(first.services);
    await waitFor(() => expect(firstRegistrations).toEqual([204]));
    first.unmount();

    // The app's data is wiped without signing out: the server still has the sign-in that holds the token.
    await resetDevice();
    const after = await newAccount('Next Person');
    await storeSession(after);
    const second = startApp();
    const secondRegistrations = watchRegistrations(second.services);
    await waitFor(() => expect(secondRegistrations).toEqual([409]));
    expect(await removeAs(after)).toBe(404);
    second.unmount();

    // That sign-in ends (here: its registration removed): the next start registers the person now using the phone.
    expect(await removeAs(before)).toBe(204);
    const third = startApp();
    const thirdRegistrations = watchRegistrations(third.services);
    await waitFor(() => expect(thirdRegistrations).toEqual([204]));
    expect(await removeAs(after)).toBe(204);
  });

  it('registers nothing when the person says no to notifications', async () => {
    devicePush.reset('denied');
    const account = await newAccount('Nadia No');
    await storeSession(account);
    startApp({ initialUrl: '/profile' });

    expect(await screen.findByText('Nadia No')).toBeTruthy();
    await waitFor(() => expect(devicePush.status).toBe('denied'));
    expect(devicePush.tokenRequests).toBe(0);
    expect(await removeAs(account)).toBe(404);
  });

  it('opens the event a tapped notification is about', async () => {
    const event = await seededEvent();
    const account = await newAccount('Tara Tap');
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
    const account = await newAccount('Lena Launch');
    await storeSession(account);
    devicePush.launchedBy({ url: `/event/${event.slug}` });

    const app = startApp();

    await waitFor(() => expect(app.getPathname()).toBe(`/event/${event.slug}`));
    expect(await screen.findByRole('header', { name: event.name })).toBeTruthy();
    expect(devicePush.lastResponse).toBeNull();
  });

  it('opens the Notifications tab for a notification without a screen of its own', async () => {
    const account = await newAccount('Olga Other');
    await storeSession(account);
    const app = startApp();
    await waitFor(() => expect(devicePush.responseListeners.size).toBe(1));

    act(() => {
      devicePush.tap({ url: 'https://elsewhere.example/phishing' });
    });

    await waitFor(() => expect(app.getPathname()).toBe('/notifications'));
  });

  it('stops pushing to the device when the person signs out', async () => {
    const account = await newAccount('Sam Signout');
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
