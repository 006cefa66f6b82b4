/**
 * What the editor's tests share: local dates counted from today in the events' zone, an event made through the
 * API for an account, and filling the form's fields by their labels.
 */
import { fireEvent, screen } from 'expo-router/testing-library';
import { sendJson, signUpAccount, type TestAccount } from '../../../test/api-fixtures.ts';
import { startApp, storeSession } from '../../../test/app-harness.tsx';
import type { ExperienceDetail } from './event-draft.ts';

/**
 * The editor is the app's largest form: on a busy two-core machine a test that fills it (and the first one of a
 * run, which pays for the cold start) can take most of a minute, so its tests get twice jest's usual minute.
 */
export const EDITOR_TEST_TIMEOUT_MS = 120_000;

/** 'YYYY-MM-DD' `days` from today in America/New_York (the events' zone, not the tests' Asia/Kathmandu). */
export function localDateFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** A weekly event (Saturdays 10:00-16:00 for eight weeks) created through the API as `account`. */
export async function createWeeklyEvent(
  account: TestAccount,
  overrides: { name?: string; publishState?: 'PUBLISHED' | 'NOT_PUBLISHED' } = {},
): Promise<ExperienceDetail> {
  const startDate = localDateFromToday(1);
  const { status, body } = await sendJson<ExperienceDetail>('POST', '/api/v1/experiences', account.token, {
    name: overrides.name ?? 'Saturday market on the green',
    shortDescription: 'Farmers, bakers and makers',
    when: {
      startDate,
      endDate: startDate,
      repeats: 'WEEKLY',
      repeatsUntil: localDateFromToday(56),
      weekdays: { saturday: '10:00-16:00' },
      timeZone: 'America/New_York',
    },
    where: { name: 'City Hall Plaza', address: '1 City Hall Sq', city: 'Boston', state: 'MA' },
    location: 'boston-ma',
    publishState: overrides.publishState ?? 'PUBLISHED',
  });
  if (status !== 201) throw new Error(`creating the event failed: ${status} ${JSON.stringify(body)}`);
  return body;
}

export function typeInto(label: string, text: string): void {
  fireEvent.changeText(screen.getByLabelText(label), text);
}

export function choose(name: string): void {
  fireEvent.press(screen.getByRole('radio', { name }));
}

/** A new account, signed in on the device, on the empty editor at /event/create. */
export async function startSignedIn() {
  const account = await signUpAccount('Event Host');
  await storeSession(account);
  const app = startApp({ initialUrl: '/event/create' });
  await screen.findByRole('header', { name: 'Create an event' });
  return { account, app };
}
