/**
 * Phone sign-in against the real API (spec §1 phone with a code, §5 the invisible verification challenge): the
 * app solves the API's challenge without the person doing anything, the API texts a code (read from its outbox,
 * as the website's browser tests do), and a new number's account goes on to onboarding. Google and Apple show
 * only when the API has them configured; the tests' API has Google only.
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from 'expo-router/testing-library';
import { getJson } from '../../../test/api-fixtures.ts';
import { readStoredSession, resetDevice, startApp } from '../../../test/app-harness.tsx';
import { authProvidersQueryKey } from './auth-providers.queries.ts';
import { readTextedCode, uniquePhoneNumber } from './sms-outbox.fixtures.ts';

describe('phone sign-in', () => {
  beforeEach(async () => {
    await resetDevice();
  });

  it('signs up with a texted code after an unseen challenge, then goes on to onboarding', async () => {
    const { national, e164 } = uniquePhoneNumber();
    const app = startApp({ initialUrl: '/profile' });
    fireEvent.press(await screen.findByRole('button', { name: 'Sign in' }));
    fireEvent.press(await screen.findByRole('button', { name: 'Continue with phone' }));
    await waitFor(() => expect(app.getPathname()).toBe('/login/phone'));
    expect(screen.getByRole('radio', { name: '+1 US / Canada' }).props.accessibilityState).toEqual({
      checked: true,
    });

    fireEvent.changeText(screen.getByLabelText('Phone number'), '555');
    fireEvent.press(screen.getByTestId('send-code'));
    expect(await screen.findByText('Enter a valid phone number.')).toBeTruthy();

    const since = Date.now();
    fireEvent.changeText(
      screen.getByLabelText('Phone number'),
      `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`,
    );
    fireEvent.press(screen.getByTestId('send-code'));

    // The API texts only after checking the solved challenge (X-Phone-Challenge); nothing was asked of the person.
    expect(await screen.findByLabelText('6-digit code')).toBeTruthy();
    expect(
      screen.getByText(`Sent to +1 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}.`),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();
    const code = await readTextedCode(e164, since);

    fireEvent.changeText(screen.getByLabelText('6-digit code'), code === '000000' ? '111111' : '000000');
    fireEvent.press(screen.getByTestId('verify-code'));
    expect(await screen.findByText(/not right/)).toBeTruthy();
    expect(await readStoredSession()).toBeNull();

    fireEvent.changeText(screen.getByLabelText('6-digit code'), code);
    fireEvent.press(screen.getByTestId('verify-code'));

    // A new number is a new account: onboarding, as on the website.
    await waitFor(() => expect(app.getPathname()).toBe('/onboarding'));
    expect(await screen.findByText('Step 1 of 3')).toBeTruthy();
    const stored = await readStoredSession();
    expect(stored).not.toBeNull();
    const profile = await getJson<{ phoneNumber: string; onboardedAt: string | null }>(
      '/api/v2/users/profile',
      stored!.token,
    );
    expect(profile.body.phoneNumber).toBe(e164);
    expect(profile.body.onboardedAt).toBeNull();
  });

  it('offers Google and Apple only when the API has them configured: here Google alone', async () => {
    const config = await getJson<{ authProviders: { google: boolean; apple: boolean } }>('/api/v1/config');
    expect(config.body.authProviders).toEqual({ google: true, apple: false });

    const { services } = startApp({ initialUrl: '/sign-in' });
    expect(await screen.findByRole('button', { name: 'Continue with phone' })).toBeTruthy();
    await waitFor(() =>
      expect(services.queryClient.getQueryState(authProvidersQueryKey)?.status).toBe('success'),
    );

    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with Apple' })).toBeNull();
  });
});
