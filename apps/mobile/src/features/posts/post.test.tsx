/**
 * Posting a photo about an event, against the real API: the phone's picker (stood in below: the native module does
 * not exist under jest) hands a real PNG written to a temporary folder; the app uploads it to the media call, posts
 * it with a caption, lists it under "Photos from the community", opens it, and its author deletes it. Someone
 * else's post offers Report instead of Delete.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { getJson, giveUsername, signUpAccount, type TestAccount } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp, storeSession } from '../../../test/app-harness.tsx';
import { seededEvent } from '../../../test/collection-fixtures.ts';
import type { Post } from './posts.queries.ts';

/** A 16×12 purple PNG. */
const mockPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAMCAIAAADkharWAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGElEQVQokWOoD7tJEmIY1RA2Gkr12MIAADN6QpDjJRInAAAAAElFTkSuQmCC',
  'base64',
);

/**
 * The library picker: the photo is written to disk and read back, and handed as the web's picker hands it (its
 * file: URI and the File itself: Node's fetch, which the tests run, cannot read a file: URI, media-upload.ts).
 */
function mockPickPhoto() {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'happenings-picker-')), 'harbour.png');
  writeFileSync(file, mockPng);
  const bytes = readFileSync(file);
  return {
    canceled: false,
    assets: [
      {
        uri: pathToFileURL(file).href,
        file: new File([bytes], 'harbour.png', { type: 'image/png' }),
        fileName: 'harbour.png',
        mimeType: 'image/png',
        type: 'image',
        width: 16,
        height: 12,
      },
    ],
  };
}

jest.mock('expo-image-picker', () => ({
  launchImageLibraryAsync: async () => mockPickPhoto(),
  launchCameraAsync: async () => ({ canceled: true, assets: null }),
  requestCameraPermissionsAsync: async () => ({ granted: false, status: 'denied', canAskAgain: false }),
}));

async function postsAbout(experienceId: string): Promise<Post[]> {
  const { body } = await getJson<{ items: Post[] }>(`/api/v1/posts?experienceId=${experienceId}`);
  return body.items;
}

describe('posting a photo', () => {
  beforeEach(resetDevice);

  it('uploads a photo, lists the post on the event, opens it, and lets its author delete it', async () => {
    const event = await seededEvent();
    const me: TestAccount = await signUpAccount('Mo Mobile');
    await giveUsername(me, 'mo');
    await storeSession(me);
    const app = startApp({ initialUrl: `/event/${event.slug}` });

    const section = await screen.findByTestId('community-posts');
    expect(within(section).getByRole('header', { name: 'Photos from the community' })).toBeTruthy();
    const before = await postsAbout(event.id);

    fireEvent.press(within(section).getByRole('button', { name: 'Post a photo' }));
    // Posting before choosing anything is refused in place.
    fireEvent.press(screen.getByTestId('post-submit'));
    expect(await screen.findByText('Choose a photo or a video first.')).toBeTruthy();

    fireEvent.press(screen.getByRole('button', { name: 'Choose from library' }));
    expect(await screen.findByText('Uploaded')).toBeTruthy();
    fireEvent.changeText(screen.getByLabelText('Caption (optional)'), 'Sunset over the harbour');
    expect(screen.getByText('477 characters left')).toBeTruthy();
    fireEvent.press(screen.getByTestId('post-submit'));

    const tile = await within(section).findByRole('link', {
      name: 'Photo by Mo Mobile: Sunset over the harbour',
    });
    const post = (await postsAbout(event.id)).find((item) => item.user.displayName === 'Mo Mobile');
    expect(post).toMatchObject({
      caption: 'Sunset over the harbour',
      experienceId: event.id,
      venueId: null,
      user: { displayName: 'Mo Mobile' },
      media: [{ resource_type: 'image', format: 'png', width: 16, height: 12 }],
    });
    // The upload really reached the API's media store: the file is served from the address the post carries.
    const served = await fetch(post?.media[0]?.secure_url ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\//);

    fireEvent.press(tile);
    await waitFor(() => expect(app.getPathname()).toBe(`/post/${post?.id}`));
    expect(await screen.findByText('Sunset over the harbour')).toBeTruthy();
    expect(screen.getByRole('link', { name: `Event: ${event.name}` })).toBeTruthy();
    expect(screen.getByRole('link', { name: "Mo Mobile's profile" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: "More actions for Mo Mobile's post" })).toBeNull();

    fireEvent.press(screen.getByRole('button', { name: 'Delete post' }));
    fireEvent.press(await screen.findByRole('button', { name: 'Yes, delete' }));

    await waitFor(() => expect(app.getPathname()).toBe(`/event/${event.slug}`));
    expect((await getJson(`/api/v1/posts/${post?.id}`)).status).toBe(404);
    expect(await postsAbout(event.id)).toEqual(before);
    await waitFor(() =>
      expect(
        within(screen.getByTestId('community-posts')).queryByRole('link', {
          name: 'Photo by Mo Mobile: Sunset over the harbour',
        }),
      ).toBeNull(),
    );
  });

  it("shows someone else's post with Report and no Delete, and asks a visitor to sign in to post", async () => {
    const event = await seededEvent();
    const poster = await signUpAccount('Pat Poster');
    const upload = await uploadAs(poster);
    const made = await fetch(`${process.env.MOBILE_TEST_API_URL}/api/v1/posts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${poster.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ media: [upload], caption: 'From the back row', experienceId: event.id }),
    });
    const post = (await made.json()) as Post;
    expect(made.status).toBe(201);

    startApp({ initialUrl: `/post/${post.id}` });
    expect(await screen.findByText('From the back row')).toBeTruthy();
    expect(screen.getByRole('button', { name: "More actions for Pat Poster's post" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete post' })).toBeNull();

    await resetDevice();
    startApp({ initialUrl: `/event/${event.slug}` });
    const section = await screen.findByTestId('community-posts');
    expect(
      await within(section).findByRole('link', { name: 'Photo by Pat Poster: From the back row' }),
    ).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Sign in to post a photo' })).toBeTruthy();
  });
});

/** An upload made directly through the API, as the website's composer makes it. */
async function uploadAs(account: TestAccount): Promise<unknown> {
  const api = process.env.MOBILE_TEST_API_URL;
  const auth = { authorization: `Bearer ${account.token}` };
  const signature = (await (
    await fetch(`${api}/api/v1/app/media-signature?type=image`, { headers: auth })
  ).json()) as {
    apikey: string;
    timestamp: number;
    signature: string;
    transformation: string;
  };
  const form = new FormData();
  form.append('file', new File([mockPng], 'row.png', { type: 'image/png' }));
  form.append('apikey', signature.apikey);
  form.append('timestamp', String(signature.timestamp));
  form.append('signature', signature.signature);
  form.append('type', 'image');
  form.append('transformation', signature.transformation);
  const response = await fetch(`${api}/api/v1/media/upload`, { method: 'POST', headers: auth, body: form });
  if (!response.ok) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return response.json();
}
