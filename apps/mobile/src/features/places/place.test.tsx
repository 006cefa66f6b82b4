/**
 * The place screen against the real API: a place made through the API with its events shows its address, its
 * upcoming events a page at a time and its comments; following and unfollowing it moves its count and the API
 * keeps each; the event screen's venue opens it.
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { getJson, sendJson, signUpAccount } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp, storeSession } from '../../../test/app-harness.tsx';
import type { ThreadComment } from '../comments/comments.queries.ts';
import { makeEventAt, makePlace } from './place-fixtures.ts';

interface TargetFollow {
  isFollowing: boolean;
  followersCount: number;
}

describe('place screen', () => {
  beforeEach(resetDevice);

  it('follows and unfollows a place, and the API keeps each', async () => {
    const owner = await signUpAccount('Venue Owner');
    const place = await makePlace(owner, { name: 'The Lantern Loft', address: '88 Essex St' });
    const me = await signUpAccount('Fern Follower');
    await storeSession(me);
    startApp({ initialUrl: `/place/${place.id}` });

    expect(await screen.findByRole('header', { name: 'The Lantern Loft' })).toBeTruthy();
    expect(screen.getByText('88 Essex St, Boston, MA')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Directions' })).toBeTruthy();
    expect(screen.getByTestId('followers-count')).toHaveTextContent('0 followers');

    fireEvent.press(screen.getByRole('button', { name: 'Follow The Lantern Loft' }));

    expect(await screen.findByRole('button', { name: 'Unfollow The Lantern Loft' })).toBeTruthy();
    expect(screen.getByTestId('followers-count')).toHaveTextContent('1 follower');
    const path = `/api/v1/follows/places/${place.id}`;
    expect((await getJson<TargetFollow>(path, me.token)).body).toMatchObject({
      isFollowing: true,
      followersCount: 1,
    });

    fireEvent.press(screen.getByRole('button', { name: 'Unfollow The Lantern Loft' }));

    expect(await screen.findByRole('button', { name: 'Follow The Lantern Loft' })).toBeTruthy();
    expect(screen.getByTestId('followers-count')).toHaveTextContent('0 followers');
    expect((await getJson<TargetFollow>(path, me.token)).body).toMatchObject({
      isFollowing: false,
      followersCount: 0,
    });
  });

  it('asks someone signed out to sign in before following', async () => {
    const owner = await signUpAccount('Venue Owner');
    const place = await makePlace(owner, { name: 'Quiet Corner', address: '3 Hanover St' });
    const app = startApp({ initialUrl: `/place/${place.id}` });

    fireEvent.press(await screen.findByRole('button', { name: 'Sign in to follow' }));

    await waitFor(() => expect(app.getPathname()).toBe('/sign-in'));
  });

  it('lists its upcoming events soonest first, and loads more of them', async () => {
    const owner = await signUpAccount('Busy Venue');
    const place = await makePlace(owner, { name: 'Harbor Stage', address: '1 Seaport Blvd' });
    // One more than the API's first page (10).
    for (let day = 1; day <= 11; day += 1) {
      await makeEventAt(owner, place, { name: `Harbor night ${day}`, daysAhead: day + 2 });
    }
    startApp({ initialUrl: `/place/${place.id}` });

    const upcoming = await screen.findByTestId('upcoming-events');
    const names = () =>
      within(upcoming)
        .getAllByRole('link')
        .map((card) => String(card.props.accessibilityLabel).split(',')[0]);
    expect(names()).toEqual(Array.from({ length: 10 }, (_, index) => `Harbor night ${index + 1}`));

    fireEvent.press(within(upcoming).getByRole('button', { name: 'Load more events' }));

    await waitFor(() => expect(names()).toHaveLength(11));
    expect(names()[10]).toBe('Harbor night 11');
    expect(within(upcoming).queryByRole('button', { name: 'Load more events' })).toBeNull();
  });

  it("shows the place's comments, and a comment posted there is kept by the API", async () => {
    const owner = await signUpAccount('Venue Owner');
    const place = await makePlace(owner, { name: 'Brick Cellar', address: '40 Union St' });
    const regular = await signUpAccount('Rita Regular');
    const posted = await sendJson('POST', `/api/v1/comments/place/${place.id}`, regular.token, {
      text: 'Great sound, small bar.',
    });
    expect(posted.status).toBe(201);
    const me = await signUpAccount('Cam Commenter');
    await storeSession(me);
    startApp({ initialUrl: `/place/${place.id}` });

    const thread = await screen.findByTestId('thread-place');
    expect(await within(thread).findByText('Great sound, small bar.')).toBeTruthy();

    fireEvent.changeText(within(thread).getByLabelText('Your comment'), 'Get there early for a seat.');
    fireEvent.press(within(thread).getByRole('button', { name: 'Post' }));

    expect(await within(thread).findByText('Get there early for a seat.')).toBeTruthy();
    await waitFor(async () => {
      const { body } = await getJson<{ items: ThreadComment[] }>(`/api/v1/comments/place/${place.id}`);
      expect(body.items.map((comment) => comment.text)).toEqual([
        'Get there early for a seat.',
        'Great sound, small bar.',
      ]);
    });
  });

  it("opens from the event screen's venue", async () => {
    const owner = await signUpAccount('Venue Owner');
    const place = await makePlace(owner, { name: 'Velvet Room', address: '9 Tremont St' });
    const event = await makeEventAt(owner, place, { name: 'Velvet jazz night', daysAhead: 5 });
    const app = startApp({ initialUrl: `/event/${event.slug}` });

    const venue = await screen.findByRole('link', { name: 'Velvet Room' });
    fireEvent.press(venue);

    await waitFor(() => expect(app.getPathname()).toBe(`/place/${place.id}`));
    expect(await screen.findByRole('header', { name: 'Velvet Room' })).toBeTruthy();
    expect(within(screen.getByTestId('upcoming-events')).getByText('Velvet jazz night')).toBeTruthy();
  });

  it('says so for a place that does not exist', async () => {
    startApp({ initialUrl: '/place/no-such-place-at-all' });

    expect(await screen.findByText('This place is not available.')).toBeTruthy();
  });
});
