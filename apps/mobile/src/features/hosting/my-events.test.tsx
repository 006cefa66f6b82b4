/**
 * My events against the real API: a host with a draft and a published event finds each in its section, with the
 * counts the API keeps; the draft opens in the editor, the published one on its page and, through Edit, in the
 * editor.
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { router } from 'expo-router';
import { act, fireEvent, screen, waitFor } from 'expo-router/testing-library';
import { signUpAccount } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp, storeSession } from '../../../test/app-harness.tsx';
import { createWeeklyEvent } from '../event-editor/event-editor.fixtures.ts';

describe('My events', () => {
  beforeEach(resetDevice);

  it('shows a host’s draft and published event, each opening where it can be worked on', async () => {
    const host = await signUpAccount('Hana Host');
    const draft = await createWeeklyEvent(host, {
      name: 'Secret supper club',
      publishState: 'NOT_PUBLISHED',
    });
    const published = await createWeeklyEvent(host, { name: 'Saturday market', publishState: 'PUBLISHED' });
    await storeSession(host);
    const app = startApp({ initialUrl: '/profile' });

    fireEvent.press(await screen.findByRole('button', { name: 'My events' }));

    await waitFor(() => expect(app.getPathname()).toBe('/account/events'));
    const drafts = await screen.findByRole('tab', { name: 'Drafts, 1' });
    expect(drafts.props.accessibilityState).toMatchObject({ selected: true });
    expect(screen.getByRole('tab', { name: 'In review, 0' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Published, 1' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Past, 0' })).toBeTruthy();
    expect(screen.getAllByTestId('hosted-event')).toHaveLength(1);
    expect(screen.queryByText('Saturday market')).toBeNull();

    fireEvent.press(screen.getByRole('link', { name: /^Secret supper club, .*, Draft$/ }));

    await waitFor(() => expect(app.getPathname()).toBe(`/event/create/${draft.id}`));
    act(() => router.back());
    fireEvent.press(await screen.findByRole('tab', { name: 'Published, 1' }));

    const row = await screen.findByRole('link', { name: /^Saturday market, .*, Published$/ });
    expect(screen.queryByText('Secret supper club')).toBeNull();
    fireEvent.press(row);

    await waitFor(() => expect(app.getPathname()).toBe(`/event/${published.slug}`));
    act(() => router.back());
    fireEvent.press(await screen.findByRole('button', { name: 'Edit Saturday market' }));

    await waitFor(() => expect(app.getPathname()).toBe(`/event/create/${published.id}`));
  });

  it('says what each empty section holds', async () => {
    const host = await signUpAccount('Nell New');
    await storeSession(host);
    startApp({ initialUrl: '/account/events' });

    expect(await screen.findByText('No drafts. Events you save without publishing wait here.')).toBeTruthy();
    fireEvent.press(screen.getByRole('tab', { name: 'Past, 0' }));
    expect(await screen.findByText('No past events yet.')).toBeTruthy();
  });
});
