/**
 * Browsing Discover against the real API: the Boston streams and their first items, a stream's see-all list, and
 * pull to refresh asking the API again.
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { getJson } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp } from '../../../test/app-harness.tsx';
import { type DiscoverStream, isExperienceStream, toExperiences } from './streams.ts';

interface DiscoverBody {
  streams: DiscoverStream[];
}

/** The experience streams the API has items for in Boston, signed out, in display order. */
async function bostonStreams() {
  const { body } = await getJson<DiscoverBody>('/api/v1/discover?location=boston-ma');
  return body.streams
    .filter(isExperienceStream)
    .map((stream) => ({ stream, experiences: toExperiences(stream.items) }))
    .filter((section) => section.experiences.length > 0);
}

describe('Discover', () => {
  beforeEach(resetDevice);

  it('shows the Boston streams with their first events', async () => {
    const expected = await bostonStreams();
    expect(expected.length).toBeGreaterThan(1);
    const first = expected[0]!;

    startApp();

    const section = await screen.findByTestId(`stream-${first.stream.slug}`);
    expect(within(section).getByText(first.stream.title)).toBeTruthy();
    expect(within(section).getByTestId(`experience-${first.experiences[0]!.slug}`)).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Boston' }).props.accessibilityState).toMatchObject({
      checked: true,
    });
  });

  it('opens the see-all list of a stream', async () => {
    const [first] = await bostonStreams();
    const { getPathname } = startApp();

    const section = await screen.findByTestId(`stream-${first!.stream.slug}`);
    fireEvent.press(within(section).getByRole('link', { name: `See all ${first!.stream.title}` }));

    await waitFor(() => expect(getPathname()).toMatch(/^\/stream\//));
    const list = await screen.findByTestId('see-all-list');
    await waitFor(() => expect(within(list).getAllByRole('link').length).toBeGreaterThan(0));
    expect(within(list).getByTestId(`experience-${first!.experiences[0]!.slug}`)).toBeTruthy();
  });

  it('asks the API again on pull to refresh', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const discoverCalls = () =>
      fetchSpy.mock.calls.filter(([input]) => {
        const url = input instanceof Request ? input.url : String(input);
        return new URL(url).pathname === '/api/v1/discover';
      }).length;
    try {
      startApp();
      const list = await screen.findByTestId('discover-list');
      expect(discoverCalls()).toBe(1);

      fireEvent(list, 'refresh');

      await waitFor(() => expect(discoverCalls()).toBe(2));
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
