/**
 * The host screen against the real API: a seeded host shows its picture, description, website, past events
 * count and upcoming events as the API has them; following and unfollowing it moves its count and the API keeps
 * each; the event screen's host opens it.
 */
import type { components } from '@happenings/client';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { Linking } from 'react-native';
import { getJson, signUpAccount } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp, storeSession } from '../../../test/app-harness.tsx';

type HostDetail = components['schemas']['HostDetail'];

interface TargetFollow {
  isFollowing: boolean;
  followersCount: number;
}

/** A seeded host with upcoming events, as the API shows it to someone signed out. */
async function hostWithEvents(): Promise<HostDetail> {
  const { body } = await getJson<{ items: { slug: string }[] }>('/api/v1/hosts?limit=50');
  for (const { slug } of body.items) {
    const detail = await getJson<HostDetail>(`/api/v1/hosts/slug/${slug}`);
    if (detail.status === 200 && detail.body.upcomingExperiences.length > 0) return detail.body;
  }
  throw new Error('the demo data has no host with upcoming events');
}

describe('host screen', () => {
  beforeEach(resetDevice);
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows the host as the API has it, and opens its website', async () => {
    const host = await hostWithEvents();
    const openURL = jest.spyOn(Linking, 'openURL').mockResolvedValue(true);
    startApp({ initialUrl: `/host/${host.slug}` });

    expect(await screen.findByRole('header', { name: host.name })).toBeTruthy();
    expect(screen.getByText(host.description?.trim() ?? '')).toBeTruthy();
    const past = host.pastExperiencesCount;
    expect(screen.getByTestId('past-events')).toHaveTextContent(
      `${past} past ${past === 1 ? 'event' : 'events'}`,
    );
    expect(screen.getByTestId('avatar', { includeHiddenElements: true }).props.source?.uri).toBeTruthy();

    const upcoming = screen.getByTestId('upcoming-events');
    const shown = within(upcoming)
      .getAllByTestId(/^experience-/)
      .map((card) => String(card.props.testID).replace(/^experience-/, ''));
    expect(shown).toEqual(host.upcomingExperiences.map((experience) => experience?.slug));

    fireEvent.press(screen.getByRole('link', { name: 'example.com, website' }));
    expect(openURL).toHaveBeenCalledWith(host.website);
  });

  it('follows and unfollows a host, and the API keeps each', async () => {
    const host = await hostWithEvents();
    const me = await signUpAccount('Hal Hostfan');
    await storeSession(me);
    startApp({ initialUrl: `/host/${host.slug}` });

    const before = host.followersCount;
    const count = (n: number) => `${n} ${n === 1 ? 'follower' : 'followers'}`;
    expect(await screen.findByTestId('followers-count')).toHaveTextContent(count(before));

    fireEvent.press(screen.getByRole('button', { name: `Follow ${host.name}` }));

    expect(await screen.findByRole('button', { name: `Unfollow ${host.name}` })).toBeTruthy();
    expect(screen.getByTestId('followers-count')).toHaveTextContent(count(before + 1));
    const path = `/api/v1/follows/hosts/${host.id}`;
    expect((await getJson<TargetFollow>(path, me.token)).body).toMatchObject({
      isFollowing: true,
      followersCount: before + 1,
    });

    fireEvent.press(screen.getByRole('button', { name: `Unfollow ${host.name}` }));

    expect(await screen.findByRole('button', { name: `Follow ${host.name}` })).toBeTruthy();
    expect(screen.getByTestId('followers-count')).toHaveTextContent(count(before));
    expect((await getJson<TargetFollow>(path, me.token)).body).toMatchObject({
      isFollowing: false,
      followersCount: before,
    });
  });

  it("opens from the event screen's host", async () => {
    const host = await hostWithEvents();
    const event = host.upcomingExperiences[0];
    if (!event) throw new Error('the host has no upcoming event');
    const app = startApp({ initialUrl: `/event/${event.slug}` });

    fireEvent.press(await screen.findByRole('link', { name: host.name }));

    await waitFor(() => expect(app.getPathname()).toBe(`/host/${host.slug}`));
    expect(await screen.findByRole('header', { name: host.name })).toBeTruthy();
  });

  it('says so for a host that does not exist', async () => {
    startApp({ initialUrl: '/host/no-such-host-at-all' });

    expect(await screen.findByText('This host is not available.')).toBeTruthy();
  });
});
