/**
 * Choosing Washington DC, where the app is not supported yet (spec §1 isAppSupported): the app says so and takes
 * an e-mail for the region-interest list of the real API.
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import AsyncStorage from '@react-native-async-storage/async-storage';
import { fireEvent, screen } from 'expo-router/testing-library';
import { testApiUrl } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp } from '../../../test/app-harness.tsx';

describe('Washington DC', () => {
  beforeEach(resetDevice);

  it('says the app is not supported there and records an e-mail for the region', async () => {
    startApp();
    fireEvent.press(await screen.findByRole('radio', { name: 'Washington DC' }));

    expect(await screen.findByText('The app is not supported in Washington DC yet')).toBeTruthy();
    expect(await AsyncStorage.getItem('happenings.location')).toBe('washington-dc');

    const field = screen.getByLabelText('E-mail address');
    fireEvent.changeText(field, 'not-an-email');
    fireEvent.press(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('Enter an e-mail address like name@example.com.')).toBeTruthy();

    const email = `dc-${Date.now()}@example.com`;
    fireEvent.changeText(field, email);
    fireEvent.press(screen.getByRole('button', { name: 'Notify me' }));
    expect(
      await screen.findByText(
        `Thanks! We will e-mail ${email} as soon as Happenings launches in Washington DC.`,
      ),
    ).toBeTruthy();

    // The API already has it: asking again for the same address and region is answered "already recorded".
    const again = await fetch(`${testApiUrl()}/api/v1/region-interest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, region: 'washington-dc' }),
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { created: boolean }).created).toBe(false);
  });

  it('goes back to the Boston streams when Boston is chosen again', async () => {
    await AsyncStorage.setItem('happenings.location', 'washington-dc');
    startApp();
    expect(await screen.findByText('The app is not supported in Washington DC yet')).toBeTruthy();

    fireEvent.press(screen.getByRole('radio', { name: 'Boston' }));

    expect(await screen.findByTestId('discover-list')).toBeTruthy();
    expect(screen.queryByText('The app is not supported in Washington DC yet')).toBeNull();
  });
});
