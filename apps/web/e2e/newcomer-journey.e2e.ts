/**
 * A newcomer's whole first visit, in one browser session as one newly registered user: registers with e-mail,
 * verifies it from the link in the e-mail, onboards (username, photo, interests, a person to follow), looks at
 * their empty profile, finds an event for this weekend, marks it interested and finds it on their profile, then
 * finds another member and follows them. The parts are tested in depth on their own (register-with-email,
 * search-this-weekend, mark-event-interested, follow-user); this checks that they hold together.
 */

import { markInterestedOnEventPage } from './support/events';
import { makeGradientPng } from './support/images';
import { readMailLink, uniqueSuffix } from './support/outbox';
import { signUpWithUsername } from './support/people';
import { expect, type Page, test } from './support/test';

/** Opens the account menu and follows its Profile link (a client-side navigation, like a visitor's click). */
async function openOwnProfile(page: Page, name: string, username: string): Promise<void> {
  await page.getByRole('button', { name: `Account menu (${name})` }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/u/${username}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('a newcomer registers, onboards, marks a weekend event interested, sees it on their profile and follows someone', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const suffix = uniqueSuffix();
  const name = 'Juno Newcomer';
  const email = `journey-${suffix}@example.com`;
  const username = `journey_${suffix}`.slice(0, 30);

  await test.step('registers with e-mail and verifies the address from the e-mail', async () => {
    await page.goto('/register');
    await page.getByRole('link', { name: 'Sign up with e-mail' }).click();
    await expect(page).toHaveURL(/\/register\/email$/);
    await page.getByLabel('Your name').fill(name);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Lantern-Harbor-7 nights');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/verify-email/);
    await expect(page.getByText(`We sent a link to ${email}`)).toBeVisible();

    const link = await readMailLink(
      email,
      /Confirm your e-mail/,
      /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/,
    );
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Your e-mail is verified' })).toBeVisible();
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/onboarding/);
  });

  await test.step('onboards: username, an uploaded photo, interests and one person to follow', async () => {
    await page.getByRole('textbox', { name: 'Username' }).fill(username);
    await expect(page.getByText('Available', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { name: 'Add a profile photo' })).toBeFocused();
    await page.getByLabel('Upload a photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: makeGradientPng(240, 240),
    });
    await expect(page.getByRole('img', { name: 'Your new profile photo' })).toBeVisible();
    await expect(page.getByText('JPEG, PNG, WebP or GIF, up to 15 MB.')).toBeVisible(); // upload finished
    await expect(page.getByText('Choose another photo')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { name: 'What are you into?' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Music' }).check();
    await page.getByRole('checkbox', { name: 'Arts' }).check();
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { name: 'Follow people' })).toBeVisible();
    await page
      .getByRole('button', { name: /^Follow / })
      .first()
      .click();
    await expect(page.getByRole('button', { name: /^Following / })).toHaveCount(1);
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: `Account menu (${name})` })).toBeVisible();
  });

  await test.step('their new profile has the photo, one follow and no interested events yet', async () => {
    await openOwnProfile(page, name, username);
    await expect(page.getByRole('main').getByText(`@${username}`)).toBeVisible();
    const avatar = page.getByRole('img', { name: `${name}'s avatar` });
    await expect(avatar).toHaveAttribute('src', /\/media\/[^/]+\/image\/upload\/.*uploads\//);
    await expect
      .poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    await expect(page.getByText('1 following')).toBeVisible();
    await expect(page.getByText('0 interested')).toBeVisible();
    const interested = page.getByRole('region', { name: 'Interested' });
    await expect(interested.getByText('No interested events yet.')).toBeVisible();
  });

  let eventName = '';
  await test.step('goes home, searches "this weekend" and opens a result', async () => {
    // Links all the way: the page is never reloaded, so what the site cached earlier in the visit stays.
    await page.getByRole('banner').getByRole('link', { name: 'Happenings' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page
      .getByRole('list', { name: 'Popular searches' })
      .getByRole('link', { name: 'This weekend' })
      .click();
    await expect(page).toHaveURL(/\/search\?q=This(%20|\+)weekend/);
    // The date phrase moves to the date chip, leaving no other words.
    await expect(page.getByRole('searchbox', { name: 'Search events, places and people' })).toHaveValue('');
    await expect(
      page.getByRole('group', { name: 'Date' }).getByRole('radio', { name: 'This weekend' }),
    ).toBeChecked();
    await expect(page.getByText(/Fri, \w{3} \d{1,2} – Sun, \w{3} \d{1,2}/)).toBeVisible();
    const first = page.getByRole('list', { name: 'Events' }).getByRole('listitem').first();
    const link = first.getByRole('heading').getByRole('link');
    eventName = (await link.textContent())?.trim() ?? '';
    expect(eventName).not.toBe('');
    await link.click();
    await expect(page).toHaveURL(/\/event\/[^/?]+$/);
    await expect(page.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
  });

  await test.step('marks the event interested', async () => {
    await markInterestedOnEventPage(page);
  });

  await test.step('finds the event among the interested events of their profile', async () => {
    await openOwnProfile(page, name, username);
    await expect(page.getByText('1 interested')).toBeVisible();
    const interested = page.getByRole('region', { name: 'Interested' });
    await expect(interested.getByRole('link', { name: eventName })).toBeVisible();
    await expect(interested.getByText('No interested events yet.')).toHaveCount(0);
  });

  await test.step('finds another member, follows them, and it holds after a reload', async () => {
    const other = await signUpWithUsername(request, baseURL!);
    const input = page.getByRole('banner').getByRole('searchbox', { name: 'Search events' });
    await input.fill(other.username);
    await input.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]q=${other.username}(&|$)`));
    await page
      .getByRole('navigation', { name: 'Result types' })
      .getByRole('link', { name: /People/ })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`q=${other.username}.*tab=people|tab=people.*q=${other.username}`),
    );
    const person = page
      .getByRole('list', { name: 'People' })
      .getByRole('listitem')
      .filter({ hasText: `@${other.username}` });
    await person.getByRole('link', { name: other.displayName }).click();
    await expect(page).toHaveURL(new RegExp(`/u/${other.username}$`));

    const follow = page.getByRole('button', { name: `Follow ${other.displayName}` });
    const followers = page.getByTestId('followers-count');
    await expect(follow).toHaveText('Follow');
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await expect(followers).toHaveText('0 followers');
    await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    await expect(follow).toHaveText('Following');
    await expect(followers).toHaveText('1 follower');

    await page.reload();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    await expect(follow).toHaveText('Following');
    await expect(followers).toHaveText('1 follower');

    await openOwnProfile(page, name, username);
    await expect(page.getByText('2 following')).toBeVisible();
  });
});
