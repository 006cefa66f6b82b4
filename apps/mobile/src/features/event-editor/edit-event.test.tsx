/**
 * Editing an event on /event/create/{id} against the real API: its owner changes the title and the schedule
 * comes back as it was; someone else's event is refused, someone else's draft is not found; signed out, the
 * screen asks to sign in.
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from 'expo-router/testing-library';
import { getJson, signUpAccount } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp, storeSession } from '../../../test/app-harness.tsx';
import type { ExperienceDetail } from './event-draft.ts';
import { createWeeklyEvent, EDITOR_TEST_TIMEOUT_MS } from './event-editor.fixtures.ts';

describe('editing an event', () => {
  jest.setTimeout(EDITOR_TEST_TIMEOUT_MS);
  beforeEach(resetDevice);

  it('saves a new title and keeps the schedule and place as they were', async () => {
    const account = await signUpAccount('Market Host');
    const event = await createWeeklyEvent(account);
    await storeSession(account);
    const app = startApp({ initialUrl: `/event/create/${event.id}` });

    const name = await screen.findByLabelText('Event name');
    expect(name.props.value).toBe(event.name);
    expect(screen.getByRole('radio', { name: 'Weekly hours' }).props.accessibilityState).toMatchObject({
      checked: true,
    });
    expect(screen.getByLabelText('Saturday opens at').props.value).toBe('10:00');
    fireEvent.changeText(name, 'Saturday market, now with music');
    fireEvent.press(screen.getByRole('button', { name: 'Publish changes' }));

    await waitFor(() => expect(app.getPathname()).toBe(`/event/${event.slug}`));
    expect(await screen.findByRole('header', { name: 'Saturday market, now with music' })).toBeTruthy();
    const { body: stored } = await getJson<ExperienceDetail>(`/api/v1/experiences/${event.id}`);
    expect(stored.name).toBe('Saturday market, now with music');
    expect(stored.when).toMatchObject({
      startDate: event.when.startDate,
      repeats: 'WEEKLY',
      repeatsUntil: event.when.repeatsUntil,
    });
    expect(stored.when.weekdays).toMatchObject({ saturday: '10:00-16:00', sunday: 'closed' });
    expect(stored.where).toMatchObject({ name: 'City Hall Plaza', address: '1 City Hall Sq' });
    expect(stored.location).toBe('boston-ma');
    expect(screen.getByTestId('schedule-text').props.children).toBe(stored.schedule.text);
  });

  it('refuses someone else’s event', async () => {
    const owner = await signUpAccount('Owner');
    const event = await createWeeklyEvent(owner);
    await storeSession(await signUpAccount('Somebody Else'));
    startApp({ initialUrl: `/event/create/${event.id}` });

    expect(await screen.findByTestId('cannot-edit-forbidden')).toBeTruthy();
    expect(screen.getByRole('header', { name: 'You can’t edit this event' })).toBeTruthy();
    expect(screen.queryByLabelText('Event name')).toBeNull();
  });

  it('does not find someone else’s draft, nor an unknown id', async () => {
    const owner = await signUpAccount('Draft Owner');
    const draft = await createWeeklyEvent(owner, { publishState: 'NOT_PUBLISHED' });
    await storeSession(await signUpAccount('Curious Neighbour'));
    startApp({ initialUrl: `/event/create/${draft.id}` });

    expect(await screen.findByTestId('cannot-edit-not-found')).toBeTruthy();
    expect(screen.queryByLabelText('Event name')).toBeNull();
  });

  it('asks someone signed out to sign in', async () => {
    const owner = await signUpAccount('Owner Away');
    const event = await createWeeklyEvent(owner);
    const app = startApp({ initialUrl: `/event/create/${event.id}` });

    fireEvent.press(await screen.findByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(app.getPathname()).toBe('/sign-in'));
  });
});
