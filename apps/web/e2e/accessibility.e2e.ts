import { signUpUser } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';

/** The discovery pages draw every stream of §7 (some 170 cards): axe takes its time over that many nodes. */
const LONG_PAGES = new Set(['/', '/boston-ma']);

// Each page is checked on its own, so the checks spread over the workers instead of queueing in one.
test.describe.configure({ mode: 'parallel' });

for (const path of ['/', '/about', '/privacy-policy', '/terms', '/careers', '/newsletter', '/boston-ma']) {
  test(`axe finds no violation on ${path}`, async ({ page }) => {
    test.slow(LONG_PAGES.has(path), 'axe checks every card of every stream');
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}

test('axe finds no violation in the open Add to calendar dialog', async ({ page }) => {
  await page.goto('/e2e-fixtures/add-to-calendar');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  await page.getByRole('dialog', { name: 'Add to calendar' }).waitFor();
  await expectNoAxeViolations(page);
});

test('axe finds no violation on /event/{slug}', async ({ page, request }) => {
  const { findUpcomingEvent } = await import('./support/events');
  const event = await findUpcomingEvent(request);
  await page.goto(`/event/${event.slug}`);
  await expectNoAxeViolations(page);
});

test('axe finds no violation on /event/{slug} signed in, while its own part loads and once filled in', async ({
  page,
  request,
  baseURL,
}) => {
  const { findUpcomingEvent } = await import('./support/events');
  const { signInBrowser, signUpWithUsername } = await import('./support/people');
  const person = await signUpWithUsername(request, baseURL!);
  await signInBrowser(page.context(), person.token);
  const event = await findUpcomingEvent(request);
  // The kept member page asks who is signed in once it runs: held here, so its waiting state is checked too.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/get-session', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/event/${event.slug}`);
  await expect(page.getByTestId('account-pending')).toBeAttached();
  await expect(page.getByRole('button', { name: /Interested/ })).toBeDisabled();
  await expectNoAxeViolations(page);
  release();
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Interested/ })).toBeEnabled();
  await expectNoAxeViolations(page);
});

test('axe finds no violation on /post/{id}', async ({ page, request, baseURL }) => {
  const { createPublishedEvent } = await import('./support/events');
  const { signUpWithUsername } = await import('./support/people');
  const { createPhotoPost } = await import('./support/posts');
  const author = await signUpWithUsername(request, baseURL!);
  const event = await createPublishedEvent(request, author.token);
  const id = await createPhotoPost(request, author.token, {
    experienceId: event.id,
    caption: 'Lanterns at dusk',
  });
  await page.goto(`/post/${id}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expectNoAxeViolations(page);
});

for (const [page, route] of [
  ['place', '/place/{id}'],
  ['host', '/host/{slug}'],
] as const) {
  test(`axe finds no violation on ${route}`, async ({ page: tab, request }) => {
    const { findUpcomingEvent } = await import('./support/events');
    const event = await findUpcomingEvent(request);
    const detail = (await (await request.get(`/api/v1/experiences/slug/${event.slug}`)).json()) as {
      where: { placeId: string };
      host: { slug: string };
    };
    await tab.goto(page === 'place' ? `/place/${detail.where.placeId}` : `/host/${detail.host.slug}`);
    await expectNoAxeViolations(tab);
  });
}

test('axe finds no violation on /u/{username}', async ({ page }) => {
  await page.goto('/u/demo');
  await expectNoAxeViolations(page);
});

test('axe finds no violation on /event/create (signed in)', async ({ page, baseURL }) => {
  const { token } = await signUpUser(page.request, baseURL!);
  await page.context().request.get('/api/login', { headers: { authorization: `Bearer ${token}` } });
  await page.goto('/event/create');
  await page.getByRole('heading', { level: 1, name: 'Create an event' }).waitFor();
  await expectNoAxeViolations(page);
});

test('axe finds no violation on /account/events (signed in, with a draft and its status menu open)', async ({
  page,
  baseURL,
}) => {
  const { token } = await signUpUser(page.request, baseURL!);
  await page.context().request.get('/api/login', { headers: { authorization: `Bearer ${token}` } });
  const { createPublishedEvent } = await import('./support/events');
  const event = await createPublishedEvent(page.request, token, { publishState: 'NOT_PUBLISHED' });
  await page.goto('/account/events');
  await page.getByRole('heading', { level: 1, name: 'My events' }).waitFor();
  await page.getByRole('link', { name: event.name, exact: true }).waitFor();
  await page.getByText('Status', { exact: true }).click();
  await expectNoAxeViolations(page);
});

for (const path of ['/washington-dc', '/trending-experiences/boston-ma', '/boston-ma/newsletter']) {
  test(`axe finds no violation on ${path} (discovery)`, async ({ page }) => {
    test.slow(true, 'axe checks every card of the streams');
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}

for (const path of ['/search?q=music', '/search?q=qqqxxzzyy+vvwwkk']) {
  test(`axe finds no violation on ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await page
      .getByRole('region', { name: /Map of events/ })
      .and(page.locator('[data-map-status="ready"]'))
      .waitFor();
    await expectNoAxeViolations(page);
  });
}

// Identity screens (features/auth, onboarding, account), signed out.
for (const path of [
  '/login',
  '/login/email',
  '/login/phone',
  '/login/phone?verificationId=a11y&phone=6175550123&country=1',
  '/login/forgot-password',
  '/register',
  '/register/email',
  '/__/auth/action?mode=verifyEmail',
  '/__/auth/action?mode=verifyEmail&error=TOKEN_EXPIRED',
  '/__/auth/action?mode=resetPassword&token=a11y',
  '/__/auth/action',
]) {
  test(`axe finds no violation on ${path} (identity)`, async ({ page }) => {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoAxeViolations(page);
  });
}

test('axe finds no violation on the sign-in form showing an error', async ({ page }) => {
  await page.goto('/login/email');
  await page.getByLabel('E-mail').fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('main').getByRole('alert').filter({ hasText: 'Wrong e-mail or password' }).waitFor();
  await expectNoAxeViolations(page);
});

test('axe finds no violation on the identity screens signed in (verify e-mail, onboarding steps, account, menu)', async ({
  page,
  baseURL,
}) => {
  // Five pages and the open menu, each checked by axe: a single page's budget three times over.
  test.slow();
  const { token } = await signUpUser(page.request, baseURL!);
  await page.context().request.get('/api/login', { headers: { authorization: `Bearer ${token}` } });
  await page.goto('/verify-email');
  await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
  await expectNoAxeViolations(page);

  await page.goto('/account/edit');
  await page.getByRole('heading', { level: 1, name: 'Edit account' }).waitFor();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menu', { name: 'Account' }).waitFor();
  await expectNoAxeViolations(page);

  await page.goto('/onboarding');
  await page.getByText('Step 1 of 4').waitFor();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Username' }).fill(`a11y_${Date.now().toString(36)}`);
  await page.getByText('Available', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Step 2 of 4').waitFor();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByText('Step 3 of 4').waitFor();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByText('Step 4 of 4').waitFor();
  await page
    .getByRole('button', { name: /^Follow / })
    .first()
    .waitFor();
  await expectNoAxeViolations(page);
});

// Roundups and comments (features/comments, features/roundups): read signed out, and written signed in.
async function firstRoundupPath(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const list = await request.get('/api/v1/crowd-sourced-roundups', {
    params: { location: 'boston-ma', limit: 1 },
  });
  const [roundup] = ((await list.json()) as { items: { slug: string }[] }).items;
  return `/roundup/${roundup!.slug}`;
}

test('axe finds no violation on /roundups/boston-ma', async ({ page }) => {
  await page.goto('/roundups/boston-ma');
  await expectNoAxeViolations(page);
});

test('axe finds no violation on /roundup/{slug}, signed out', async ({ page }) => {
  await page.goto(await firstRoundupPath(page.request));
  await page.getByRole('heading', { level: 2, name: 'Top recommendations' }).waitFor();
  await expectNoAxeViolations(page);
});

test('axe finds no violation on /roundup/{slug} with its answer composer, and /roundup/ask', async ({
  page,
  baseURL,
}) => {
  test.slow(); // two pages and a sign-up
  const { token } = await signUpUser(page.request, baseURL!);
  await page.context().request.get('/api/login', { headers: { authorization: `Bearer ${token}` } });
  await page.goto(await firstRoundupPath(page.request));
  await page.getByLabel('Your recommendation').waitFor();
  await expectNoAxeViolations(page);
  await page.goto('/roundup/ask');
  await page.getByRole('heading', { level: 1, name: 'Ask the community' }).waitFor();
  await expectNoAxeViolations(page);
  // The asker's own page, with its edit dialog and its delete confirmation open.
  await page.getByLabel('Your question').fill(`Quietest reading room? ${Date.now().toString(36)}`);
  await page.getByRole('button', { name: 'Ask the community' }).click();
  await page.getByRole('button', { name: 'Edit question' }).click();
  await page.getByTestId('edit-roundup').getByLabel('Your question').waitFor();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Delete roundup' }).click();
  await page.getByRole('dialog', { name: 'Delete this roundup?' }).waitFor();
  await expectNoAxeViolations(page);
});

test('axe finds no violation on the Roundups tab of /search', async ({ page }) => {
  await page.goto('/search?q=brunch&tab=roundups');
  await page.getByTestId('roundup-result').first().waitFor();
  await expectNoAxeViolations(page);
});

// The back office (docs/moderation.md), as the demo staff account holding every role.
for (const path of [
  '/admin',
  '/admin/review',
  '/admin/people',
  '/admin/audit',
  '/admin/people?query=staff',
]) {
  test(`axe finds no violation on ${path} (back office)`, async ({ page, baseURL }) => {
    const { signInStaffBrowser } = await import('./support/staff-account');
    await signInStaffBrowser(page.context(), baseURL!);
    await page.goto(path);
    await page.getByRole('navigation', { name: 'Back office' }).waitFor();
    await expectNoAxeViolations(page);
  });
}
