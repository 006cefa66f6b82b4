/**
 * A host adds a photo to a new event (spec §7 Media): the editor asks GET /api/v1/app/media-signature, posts the
 * file with that signature to POST /api/v1/media/upload, previews the stored picture, and the published event
 * page shows it as its hero, served by the media endpoint (/media/...).
 */

import { signUpUser } from './support/accounts';
import { makeGradientPng } from './support/images';
import { signInBrowser } from './support/people';
import { expect, type Locator, test } from './support/test';

/** Waits until the picture has been fetched and decoded, and answers its size and the address it came from. */
async function loadedImage(image: Locator) {
  await expect
    .poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0))
    .toBe(true);
  return image.evaluate((node: HTMLImageElement) => ({
    src: node.src,
    currentSrc: node.currentSrc,
    naturalWidth: node.naturalWidth,
    naturalHeight: node.naturalHeight,
  }));
}

function tenDaysFromNow(): string {
  return new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
}

test('a host uploads a photo through the signed flow; it previews, saves and heads the event page', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const { token } = await signUpUser(page.request, baseURL!);
  await signInBrowser(page.context(), token);
  const name = `Paper Lantern Regatta ${Date.now().toString(36)}`;
  const date = tenDaysFromNow();

  await page.goto('/event/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an event' })).toBeVisible();

  // The order things happen in: the signature first, then the upload that carries it.
  const steps: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/v1/app/media-signature?')) steps.push('signature answered');
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/media/upload') steps.push('upload sent');
  });
  const signed = page.waitForResponse((response) => response.url().includes('/api/v1/app/media-signature?'));
  const uploaded = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/v1/media/upload' && response.request().method() === 'POST',
  );
  await page.getByLabel('Add photos or videos').setInputFiles({
    name: 'lanterns.png',
    mimeType: 'image/png',
    buffer: makeGradientPng(320, 200),
  });

  const signature = await signed;
  expect(signature.status()).toBe(200);
  expect(new URL(signature.url()).searchParams.get('type')).toBe('image');
  const upload = await uploaded;
  // The API accepts an upload only with a valid, unexpired signature (400 INVALID_SIGNATURE otherwise).
  expect(upload.status()).toBe(200);
  expect(steps).toEqual(['signature answered', 'upload sent']);
  const item = (await upload.json()) as {
    secure_url: string;
    resource_type: string;
    format: string;
    width: number;
    height: number;
  };
  expect(item).toMatchObject({ resource_type: 'image', format: 'png', width: 320, height: 200 });
  const mediaPath = new URL(item.secure_url).pathname;
  expect(mediaPath).toMatch(/^\/media\/[^/]+\/image\/upload\/v\d+\/uploads\/\w+\.png$/);

  // The preview is the stored picture at the square preset, from the media endpoint.
  const gallery = page.getByRole('list', { name: 'Photos and videos' });
  await expect(gallery.getByRole('listitem')).toHaveCount(1);
  await expect(gallery.getByText('Cover')).toBeVisible();
  const preview = await loadedImage(gallery.locator('img'));
  expect(new URL(preview.src).pathname).toMatch(/^\/media\/[^/]+\/image\/upload\/[^/]+\/v\d+\/uploads\//);
  expect(preview.src).toContain(mediaPath.split('/').pop()!.replace('.png', ''));
  await expect(page.getByRole('list', { name: 'Uploads in progress' })).toHaveCount(0);
  await gallery.getByLabel('Alt text').fill('Paper lanterns drifting on the river at dusk');

  await page.getByLabel('Event name').fill(name);
  await page.getByLabel('Summary', { exact: true }).fill('Lanterns on the water after sunset.');
  await page.getByLabel('Start date', { exact: true }).fill(date);
  await page.getByLabel('End date', { exact: true }).fill(date);
  await page.getByLabel('Venue name').fill('Charles River Esplanade');
  await page.getByLabel('Street address').fill('100 Embankment Rd');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();

  await page.waitForURL(/\/event\/(?!create)[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const slug = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  const saved = (await (
    await page.request.get(`/api/v1/experiences/slug/${encodeURIComponent(slug)}`)
  ).json()) as { media: { secure_url: string; alt?: string | null }[] };
  expect(saved.media).toHaveLength(1);
  expect(saved.media[0]?.secure_url).toBe(item.secure_url);
  expect(saved.media[0]?.alt).toBe('Paper lanterns drifting on the river at dusk');

  // The hero is the uploaded picture with the host's alt text, rendered by the media endpoint at the hero
  // preset, and it loads.
  const hero = page.getByRole('img', { name: 'Paper lanterns drifting on the river at dusk' });
  const shown = await loadedImage(hero);
  for (const address of [shown.src, shown.currentSrc]) {
    const url = new URL(address);
    expect(url.origin).toBe(new URL(baseURL!).origin);
    expect(url.pathname).toMatch(/^\/media\/[^/]+\/image\/upload\/[^/]+\/v\d+\/uploads\/\w+\.png$/);
    expect(url.pathname.split('/').pop()).toBe(mediaPath.split('/').pop());
  }
  expect(shown.naturalWidth).toBeGreaterThan(0);
  expect(shown.naturalHeight).toBeGreaterThan(0);
  const served = await page.request.get(shown.currentSrc);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toMatch(/^image\/(webp|avif|png|jpeg)$/);
});
