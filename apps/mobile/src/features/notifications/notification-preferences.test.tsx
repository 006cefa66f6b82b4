/**
 * Notification preferences on Edit account against the real API: every kind with its two switches, each saved as
 * it moves, kept by the API and shown again on the next visit.
 */

import { NOTIFICATION_RULES } from '@happenings/domain/notifications';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from 'expo-router/testing-library';
import { getJson, signUpAccount, type TestAccount } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp, storeSession } from '../../../test/app-harness.tsx';

interface Preference {
  type: keyof typeof NOTIFICATION_RULES;
  inApp: boolean;
  email: boolean;
}

const stored = async (account: TestAccount, type: Preference['type']) => {
  const { body } = await getJson<{ items: Preference[] }>('/api/v1/notifications/preferences', account.token);
  return body.items.find((item) => item.type === type);
};

describe('notification preferences', () => {
  let account: TestAccount;

  beforeEach(async () => {
    await resetDevice();
    account = await signUpAccount('Nell Notify');
    await storeSession(account);
  });

  it('lists every kind with a switch for the app and one for e-mail, and saves each as it moves', async () => {
    const first = startApp({ initialUrl: '/account/edit' });
    const label = NOTIFICATION_RULES.UPCOMING_INTEREST.label;
    const email = await screen.findByLabelText(`${label}: by e-mail`);
    expect(screen.getByLabelText(`${NOTIFICATION_RULES.FRIENDED.label}: in the app`)).toBeTruthy();
    const before = await stored(account, 'UPCOMING_INTEREST');
    expect(email.props.value).toBe(before?.email);

    fireEvent(email, 'valueChange', !before?.email);
    expect(await screen.findByText('Notification preferences saved')).toBeTruthy();
    await waitFor(async () =>
      expect((await stored(account, 'UPCOMING_INTEREST'))?.email).toBe(!before?.email),
    );
    expect((await stored(account, 'UPCOMING_INTEREST'))?.inApp).toBe(before?.inApp);
    first.unmount();

    startApp({ initialUrl: '/account/edit' });
    expect((await screen.findByLabelText(`${label}: by e-mail`)).props.value).toBe(!before?.email);
  });
});
