import { expect, test } from './support/test';

const PAGES = [
  { path: '/about', heading: 'Know what is happening around you', title: 'About us · Happenings' },
  { path: '/privacy-policy', heading: 'Privacy policy', title: 'Privacy policy · Happenings' },
  { path: '/terms', heading: 'Terms of service', title: 'Terms of service · Happenings' },
  { path: '/careers', heading: 'Help a city find its next night out', title: 'Careers · Happenings' },
  { path: '/newsletter', heading: 'Your weekend, sorted every Thursday', title: 'Newsletter · Happenings' },
] as const;

for (const { path, heading, title } of PAGES) {
  test(`a visitor reads ${path}`, async ({ page, baseURL }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      title.split(' · ')[0]!,
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' })).toBeVisible();
  });
}

test('an unknown address shows the not-found page with a 404', async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
});

test('share-link hosts are kept out of search engines (spec §2)', async ({ request }) => {
  const html = await (await request.get('/about', { headers: { host: 'link.happenings.example' } })).text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
});

test('robots.txt and sitemap.xml are served', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}/about</loc>`);
  expect(sitemap).toContain(`<loc>${baseURL}/boston-ma</loc>`);
});
