/**
 * spec §7 Contests on the website: the seeded running contest (boston-invite-challenge) at /contest/{slug}, with
 * the spec §3 flag showNoahContestWebPage turned on for the run by the global set-up (support/
 * preset-remote-config.mjs); its leaderboard counts an invite made for it through POST /users/invite-signup.
 */

import { expectNoAxeViolations } from './support/axe';
import { bearer, signInBrowser, signUpWithUsername } from './support/people';
import { expect, test } from './support/test';

const SLUG = 'boston-invite-challenge';
const PATH = `/contest/${SLUG}`;

test.describe.configure({ timeout: 90_000 });

test('a signed-in inviter sees the contest, its prize, rules and leaderboard, and copies their invite link', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const inviter = await signUpWithUsername(request, baseURL!);
  const friend = await signUpWithUsername(request, baseURL!);
  const claim = await request.post('/api/v1/users/invite-signup', {
    headers: bearer(friend.token),
    data: { inviteCode: inviter.username, contest: SLUG },
  });
  expect(claim.ok(), await claim.text()).toBe(true);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await signInBrowser(context, inviter.token);

  const response = await page.goto(PATH);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Boston Invite Challenge/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${PATH}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boston Invite Challenge');
  await expect(page.locator('article time')).toHaveCount(2);
  const prize = page.getByRole('region', { name: 'Prize' });
  await expect(prize).toContainText('Two tickets to a Boston show of your choice');
  // The seed's rules are two paragraphs parted by a blank line.
  await expect(page.getByRole('region', { name: 'Rules' }).locator('p')).toHaveCount(2);
  await expect(page.getByText('This contest has ended')).toHaveCount(0);

  const leaderboard = page.getByRole('region', { name: 'Leaderboard' });
  const row = leaderboard
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="/u/${inviter.username}"]`) });
  await expect(row).toContainText(inviter.displayName);
  await expect(row).toContainText('1 invite');

  await page.getByRole('button', { name: 'Invite friends' }).click();
  const toasts = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
  await expect(toasts).toContainText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}/u/${inviter.username}?contest=${SLUG}`,
  );
  await expectNoAxeViolations(page);
});

test('a visitor sees the contest with a sign-in link instead of the invite button', async ({ page }) => {
  const response = await page.goto(PATH);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boston Invite Challenge');
  await expect(page.getByRole('region', { name: 'Prize' })).toContainText('Two tickets');
  await expect(page.getByRole('button', { name: 'Invite friends' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign in to take part' })).toHaveAttribute(
    'href',
    /^\/login\?next=/,
  );
  await expect(page.getByRole('region', { name: 'Leaderboard' })).toContainText('to see who is leading');
  await expectNoAxeViolations(page);
});

test('an unknown contest answers the 404 page', async ({ page }) => {
  const response = await page.goto('/contest/no-such-contest');
  expect(response?.status()).toBe(404);
});
