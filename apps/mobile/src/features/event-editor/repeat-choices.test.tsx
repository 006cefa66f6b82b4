/**
 * The website's other repeat choices on the app's editor, saved through the real API: a monthly series with an
 * end date, and a custom rule built from weekdays that ends after a number of times.
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from 'expo-router/testing-library';
import { getJson } from '../../../test/api-fixtures.ts';
import { resetDevice } from '../../../test/app-harness.tsx';
import type { ExperienceDetail } from './event-draft.ts';
import {
  choose,
  EDITOR_TEST_TIMEOUT_MS,
  localDateFromToday,
  startSignedIn,
  typeInto,
} from './event-editor.fixtures.ts';

describe('repeating events', () => {
  jest.setTimeout(EDITOR_TEST_TIMEOUT_MS);
  beforeEach(resetDevice);

  it('publishes a monthly series that ends on a date', async () => {
    const { app } = await startSignedIn();
    const firstDate = localDateFromToday(3);
    const lastDate = localDateFromToday(200);

    typeInto('Event name', 'Full moon poetry');
    choose('Monthly');
    typeInto('First date', firstDate);
    typeInto('Start time', '20:00');
    typeInto('End time', '22:00');
    typeInto('Repeats until', lastDate);
    fireEvent.press(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(app.getPathname()).toMatch(/^\/event\/(?!create$)[a-z0-9-]+$/));
    const slug = app.getPathname().replace('/event/', '');
    const { body } = await getJson<ExperienceDetail>(`/api/v1/experiences/slug/${slug}`);
    expect(body.when).toMatchObject({
      startDate: firstDate,
      startTime: '20:00',
      endTime: '22:00',
      repeats: 'MONTHLY',
      repeatsUntil: lastDate,
    });
    expect(await screen.findByTestId('schedule-text')).toBeTruthy();
    expect(screen.getByTestId('schedule-text').props.children).toBe(body.schedule.text);
  });

  it('saves a custom rule on Tuesdays and Thursdays that ends after 8 times', async () => {
    const { app, account } = await startSignedIn();

    typeInto('Event name', 'Lunchtime yoga');
    choose('Custom');
    typeInto('First date', localDateFromToday(1));
    typeInto('Start time', '12:00');
    typeInto('End time', '13:00');
    fireEvent.press(screen.getByRole('checkbox', { name: 'Friday' }));
    fireEvent.press(screen.getByRole('checkbox', { name: 'Tuesday' }));
    fireEvent.press(screen.getByRole('checkbox', { name: 'Thursday' }));
    choose('After a number of times');
    typeInto('Number of times', '8');
    expect(screen.getByTestId('schedule-rule-text').props.children).toMatch(/Tuesday.*Thursday/);
    fireEvent.press(screen.getByRole('button', { name: 'Save as draft' }));

    await waitFor(() => expect(app.getPathname()).toMatch(/^\/event\/create\/.+/));
    const id = app.getPathname().replace('/event/create/', '');
    const { body } = await getJson<ExperienceDetail>(`/api/v1/experiences/${id}`, account.token);
    expect(body.rrule).toMatch(/FREQ=WEEKLY/);
    expect(body.rrule).toMatch(/BYDAY=TU,TH/);
    expect(body.rrule).toMatch(/COUNT=8/);
    expect(body.when).toMatchObject({ startTime: '12:00', endTime: '13:00', repeats: 'WEEKLY' });
    // The editor opens the saved rule in its builder again.
    expect(await screen.findByTestId('draft-banner')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Tuesday' }).props.accessibilityState).toMatchObject({
      checked: true,
    });
    expect(screen.getByLabelText('Number of times').props.value).toBe('8');
  });
});
