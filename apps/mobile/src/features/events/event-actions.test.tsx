/**
 * The event screen's other actions against the real API: sharing the event's web address through the share
 * sheet (closing it is no error), who is interested, the editor link for the event's owner only, and videos
 * among the event's media.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { Share } from 'react-native';
import { sendJson, signUpAccount, testApiUrl } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp, storeSession } from '../../../test/app-harness.tsx';
import { makeEvent, videoItem } from './event-fixtures.ts';

const WHEN = {
  startDate: '2026-12-03',
  startTime: '18:30',
  endDate: '2026-12-03',
  endTime: '20:00',
  timeZone: 'America/New_York',
};

describe('event actions', () => {
  beforeEach(resetDevice);
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shares the event’s web address, and closing the sheet says nothing', async () => {
    const host = await signUpAccount('Share Host');
    const event = await makeEvent(host, { name: 'Poetry by the river', when: WHEN });
    const share = jest.spyOn(Share, 'share').mockResolvedValue({ action: Share.dismissedAction });
    startApp({ initialUrl: `/event/${event.slug}` });

    fireEvent.press(await screen.findByRole('button', { name: 'Share Poetry by the river' }));

    // jest renders the iOS app: the link goes as `url`, beside the event's name.
    const url = `${testApiUrl()}/event/${event.slug}`;
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith(
        { title: 'Poetry by the river', message: 'Poetry by the river', url },
        expect.objectContaining({ dialogTitle: 'Share this event' }),
      ),
    );
    expect(screen.queryByText('Could not open sharing')).toBeNull();
  });

  it('lists who is interested to someone signed in', async () => {
    const host = await signUpAccount('Interest Host');
    const event = await makeEvent(host, { when: WHEN });
    const fan = await signUpAccount('Ada Fan');
    const marked = await sendJson('POST', `/api/v1/interested/experience/${event.id}`, fan.token);
    expect(marked.status).toBeLessThan(300);
    const reader = await signUpAccount('Reader');
    await storeSession(reader);
    startApp({ initialUrl: `/event/${event.slug}` });

    const people = await screen.findByTestId('interested-people');

    expect(within(people).getByText('Who’s interested')).toBeTruthy();
    expect(within(people).getByText('Ada Fan')).toBeTruthy();
    // A face for each, hidden from screen readers (the name says who).
    expect(within(people).getAllByTestId('avatar', { includeHiddenElements: true })).toHaveLength(1);
    expect(within(people).queryByTestId('avatar')).toBeNull();
  });

  it('links the event’s owner to its editor, and nobody else', async () => {
    const host = await signUpAccount('Editing Host');
    const event = await makeEvent(host, { when: WHEN });
    const stranger = await signUpAccount('Stranger');
    await storeSession(stranger);
    const first = startApp({ initialUrl: `/event/${event.slug}` });
    await screen.findByRole('button', { name: `Share ${event.name}` });
    expect(screen.queryByRole('link', { name: 'Edit event' })).toBeNull();
    first.unmount();

    await resetDevice();
    await storeSession(host);
    const app = startApp({ initialUrl: `/event/${event.slug}` });
    fireEvent.press(await screen.findByRole('link', { name: 'Edit event' }));

    await waitFor(() => expect(app.getPathname()).toBe(`/event/create/${event.id}`));
  });

  it('plays the event’s videos with their labels', async () => {
    const host = await signUpAccount('Video Host');
    const event = await makeEvent(host, {
      name: 'Street dance night',
      when: WHEN,
      media: [videoItem('crew'), videoItem('finale', 'The crew’s finale on the plaza')],
    });
    startApp({ initialUrl: `/event/${event.slug}` });

    const videos = await screen.findAllByTestId('event-video');

    expect(videos.map((video) => video.props.accessibilityLabel)).toEqual([
      'Video: Street dance night',
      'The crew’s finale on the plaza',
    ]);
  });
});
