/**
 * Creating an event on /event/create against the real API: a weekly event published and shown with its schedule
 * line, a draft kept to its owner, schedule errors (the domain's and the API's) next to their fields, and the
 * sign-in prompt for someone signed out.
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from 'expo-router/testing-library';
import { getJson, userIdOf } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp } from '../../../test/app-harness.tsx';
import type { ExperienceDetail } from './event-draft.ts';
import {
  choose,
  EDITOR_TEST_TIMEOUT_MS,
  localDateFromToday,
  startSignedIn,
  typeInto,
} from './event-editor.fixtures.ts';

interface ExperiencePage {
  items: { id: string }[];
  total: number;
}

describe('creating an event', () => {
  jest.setTimeout(EDITOR_TEST_TIMEOUT_MS);
  beforeEach(resetDevice);

  it('publishes a weekly event; its screen shows the schedule line and the API holds it', async () => {
    const { account, app } = await startSignedIn();
    const firstDate = localDateFromToday(1);
    const lastDate = localDateFromToday(60);

    typeInto('Event name', 'Friday jazz on the harbor');
    typeInto('Summary', 'Live trio by the water');
    choose('Weekly hours');
    typeInto('First date', firstDate);
    typeInto('Last date', lastDate);
    choose('Friday: Hours');
    typeInto('Friday opens at', '18:30');
    typeInto('Friday closes at', '21:00');
    typeInto('Venue name', 'Harbor Stage');
    typeInto('Street address', '1 Seaport Blvd');

    const preview = screen.getByTestId('schedule-preview').props.children as string;
    expect(preview).not.toBe('Fill in the dates to see it.');
    expect(preview).toMatch(/6:30 PM/);

    fireEvent.press(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(app.getPathname()).toMatch(/^\/event\/(?!create$)[a-z0-9-]+$/));
    const slug = app.getPathname().replace('/event/', '');
    expect(await screen.findByRole('header', { name: 'Friday jazz on the harbor' })).toBeTruthy();
    const { status, body: stored } = await getJson<ExperienceDetail>(`/api/v1/experiences/slug/${slug}`);
    expect(status).toBe(200);
    expect(stored.publishState).toBe('PUBLISHED');
    expect(stored.creatorId).toBe(await userIdOf(account));
    expect(stored.when).toMatchObject({
      startDate: firstDate,
      repeats: 'WEEKLY',
      repeatsUntil: lastDate,
      timeZone: 'America/New_York',
    });
    expect(stored.when.weekdays).toMatchObject({ friday: '18:30-21:00', monday: 'closed' });
    expect(stored.where).toMatchObject({ name: 'Harbor Stage', address: '1 Seaport Blvd', city: 'Boston' });
    // The line the editor promised is the one the event shows, and the API's engine agrees.
    const line = screen.getByTestId('schedule-text').props.children;
    expect(line).toBe(stored.schedule.text);
    expect(line).toBe(preview);
  });

  it('saves a draft that only its owner can see, and stays in the editor', async () => {
    const { account, app } = await startSignedIn();
    const date = localDateFromToday(10);

    typeInto('Event name', 'Secret supper club');
    typeInto('Start date', date);
    typeInto('Start time', '19:00');
    typeInto('End time', '22:00');
    fireEvent.press(screen.getByRole('button', { name: 'Save as draft' }));

    await waitFor(() => expect(app.getPathname()).toMatch(/^\/event\/create\/.+/));
    expect(await screen.findByTestId('draft-banner')).toBeTruthy();
    const id = app.getPathname().replace('/event/create/', '');
    const own = await getJson<ExperienceDetail>(`/api/v1/experiences/${id}`, account.token);
    expect(own.body).toMatchObject({ name: 'Secret supper club', publishState: 'NOT_PUBLISHED' });
    expect(own.body.when).toMatchObject({ startDate: date, startTime: '19:00', endTime: '22:00' });
    expect((await getJson(`/api/v1/experiences/${id}`)).status).toBe(404);
    expect((await getJson(`/api/v1/experiences/slug/${own.body.slug}`)).status).toBe(404);
  });

  it('shows a schedule without dates as malformed, next to the dates, and saves nothing', async () => {
    const { account } = await startSignedIn();

    typeInto('Event name', 'No date yet');
    fireEvent.press(screen.getByRole('button', { name: 'Publish' }));

    const error = await screen.findByTestId('error-schedule.dates');
    expect(error.props.children).toMatch(/when object malformed/);
    expect(screen.getByTestId('error-summary')).toBeTruthy();
    const userId = await userIdOf(account);
    const { body } = await getJson<ExperiencePage>(
      `/api/v1/experiences?creatorId=${userId}&filter=ALL`,
      account.token,
    );
    expect(body.total).toBe(0);
  });

  it('shows a format hint for a date that is not YYYY-MM-DD', async () => {
    await startSignedIn();

    typeInto('Event name', 'Typo day');
    typeInto('Start date', '12/24/2026');
    fireEvent.press(screen.getByRole('button', { name: 'Publish' }));

    const error = await screen.findByTestId('error-schedule.startDate');
    expect(error.props.children).toMatch(/YYYY-MM-DD/);
  });

  it('puts the API’s refusal of a repeat rule next to the rule', async () => {
    await startSignedIn();

    typeInto('Event name', 'Every single day, forever and more');
    choose('Custom');
    typeInto('First date', localDateFromToday(2));
    typeInto('Start time', '08:00');
    typeInto('End time', '09:00');
    fireEvent.press(screen.getByRole('checkbox', { name: 'Write the RRULE text' }));
    // The engine reads it; only the API's series limits (at most 2,000 occurrences) refuse it.
    typeInto('RRULE', 'FREQ=DAILY;COUNT=5000');
    expect(screen.getByTestId('schedule-rule-text').props.children).toMatch(/day/i);
    fireEvent.press(screen.getByRole('button', { name: 'Publish' }));

    const error = await screen.findByTestId('error-schedule.rrule');
    expect(error.props.children).toMatch(/2,?000/);
  });

  it('asks someone signed out to sign in', async () => {
    const app = startApp({ initialUrl: '/event/create' });

    expect(await screen.findByRole('header', { name: 'Create an event' })).toBeTruthy();
    expect(screen.queryByLabelText('Event name')).toBeNull();
    fireEvent.press(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(app.getPathname()).toBe('/sign-in'));
  });
});
