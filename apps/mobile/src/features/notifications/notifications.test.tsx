/**
 * The Notifications tab against the real API: a follow made through the API reaches the followed person's inbox,
 * the tab's badge counts it, and pressing it opens the follower's profile and marks it read on the server.
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { router } from 'expo-router';
import { act, fireEvent, screen, waitFor } from 'expo-router/testing-library';
import { getJson, giveUsername, sendJson, signUpAccount, userIdOf } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp, storeSession } from '../../../test/app-harness.tsx';
import type { AppNotification, UnreadCount } from './notifications.queries.ts';

describe('Notifications', () => {
  beforeEach(resetDevice);

  it('asks someone signed out to sign in', async () => {
    const app = startApp({ initialUrl: '/notifications' });

    expect(await screen.findByRole('header', { name: 'Your notifications' })).toBeTruthy();
    fireEvent.press(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(app.getPathname()).toBe('/sign-in'));
  });

  it('shows a new follower with a badge, opens their profile and marks it read', async () => {
    const recipient = await signUpAccount('Nora Inbox');
    const follower = await signUpAccount('Felix Follower');
    const followerUsername = await giveUsername(follower, 'felix');
    const followed = await sendJson(
      'POST',
      `/api/v1/follows/users/${await userIdOf(recipient)}`,
      follower.token,
    );
    expect(followed.status).toBe(200);
    await waitFor(async () => {
      const { body } = await getJson<UnreadCount>('/api/v1/notifications/unread-count', recipient.token);
      expect(body.general).toBe(1);
    });
    await storeSession(recipient);
    const app = startApp();

    const tab = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    fireEvent.press(tab);

    await waitFor(() => expect(app.getPathname()).toBe('/notifications'));
    expect(screen.getByRole('tab', { name: 'General, 1 unread' }).props.accessibilityState).toMatchObject({
      selected: true,
    });
    const row = await screen.findByRole('link', { name: /^Unread: Felix Follower/ });
    expect(screen.getByTestId('unread-dot')).toBeTruthy();

    fireEvent.press(row);

    await waitFor(() => expect(app.getPathname()).toBe(`/u/${followerUsername}`));
    expect(await screen.findByRole('header', { name: 'Felix Follower' })).toBeTruthy();
    expect(screen.getByText('Follows you')).toBeTruthy();
    await waitFor(async () => {
      const { body } = await getJson<{ items: AppNotification[] }>('/api/v1/notifications', recipient.token);
      expect(body.items.map((item) => [item.type, item.read])).toEqual([['CONNECTED', true]]);
    });

    act(() => router.back());

    await waitFor(() => expect(app.getPathname()).toBe('/notifications'));
    expect(await screen.findByRole('link', { name: /^Felix Follower/ })).toBeTruthy();
    expect(screen.queryByTestId('unread-dot')).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('keeps the Community tab apart from General', async () => {
    const recipient = await signUpAccount('Cora Community');
    const follower = await signUpAccount('Gil General');
    await sendJson('POST', `/api/v1/follows/users/${await userIdOf(recipient)}`, follower.token);
    await waitFor(async () => {
      const { body } = await getJson<UnreadCount>('/api/v1/notifications/unread-count', recipient.token);
      expect(body.general).toBe(1);
    });
    await storeSession(recipient);
    startApp({ initialUrl: '/notifications' });
    expect(await screen.findByRole('button', { name: /^Unread: Gil General/ })).toBeTruthy();

    fireEvent.press(screen.getByRole('tab', { name: 'Community' }));

    expect(await screen.findByText('Nothing yet. What people you follow do shows here.')).toBeTruthy();
    expect(screen.queryByText(/Gil General/)).toBeNull();
  });
});
