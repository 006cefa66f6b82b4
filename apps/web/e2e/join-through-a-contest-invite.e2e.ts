/**
 * Invitations (README: Invitations; spec §7 Users invite-signup, §3 JOINED_APP_BY_CONTEST_INVITE): an inviter
 * shares the invite link of the seeded running contest (boston-invite-challenge, its page switched on by the global
 * set-up); a visitor opening it sees the invitation, registers with e-mail through the website's forms and
 * onboards. The website claims the invite for them: the inviter is told, the contest's leaderboard counts it, and
 * the newcomer follows the inviter. A member opening the same link is not asked to join.
 */

import { expectNoAxeViolations } from './support/axe';
import { readMailLink, uniqueSuffix } from './support/outbox';
import { bearer, signInBrowser, signUpWithUsername } from './support/people';
import { screenshotAtBothWidths } from './support/screenshots';
import { type BrowserContext, expect, test } from './support/test';

const SLUG = 'boston-invite-challenge';
const CONTEST_NAME = 'Boston Invite Challenge';

async function invitationCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'invitation');
}

test('a visitor joins through a contest invite link: the inviter is credited, told and followed', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const inviter = await signUpWithUsername(request, baseURL!);
  const suffix = uniqueSuffix();
  const name = 'Nell Invited';
  const email = `invited-${suffix}@example.com`;
  const username = `invited_${suffix}`.slice(0, 30);

  await test.step('opens the invite link and sees the invitation, which the site remembers', async () => {
    const response = await page.goto(`/u/${inviter.username}?contest=${SLUG}`);
    expect(response?.status()).toBe(200);
    const banner = page.getByRole('region', { name: `${inviter.displayName} invited you to Happenings` });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: CONTEST_NAME })).toHaveAttribute(
      'href',
      `/contest/${SLUG}`,
    );
    // The profile is still the inviter's, under the invitation.
    await expect(page.getByRole('heading', { level: 1, name: inviter.displayName })).toBeVisible();
    await expect
      .poll(async () => (await invitationCookie(context))?.value, { message: 'the invitation cookie' })
      .toMatch(new RegExp(`^${inviter.id}\\.${SLUG}\\.\\d+$`));
    const cookie = await invitationCookie(context);
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    // About 7 days (the API credits an invite only within 7 days of signing up).
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    expect(cookie!.expires * 1000 - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600 * 1000);
    await expectNoAxeViolations(page);
    await screenshotAtBothWidths(page, 'invitation-banner');
    await banner.getByRole('link', { name: 'Join Happenings' }).click();
    await expect(page).toHaveURL(/\/register\?next=/);
  });

  await test.step('registers with e-mail and verifies the address', async () => {
    await page.getByRole('link', { name: 'Sign up with e-mail' }).click();
    await expect(page).toHaveURL(/\/register\/email/);
    await page.getByLabel('Your name').fill(name);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Meadow-Lantern-4 songs');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/verify-email/);
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

  await test.step('is told they joined through the invite, and the invitation is forgotten', async () => {
    const toasts = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
    await expect(toasts).toContainText(`You joined through ${inviter.displayName}'s invite`);
    await expect
      .poll(async () => invitationCookie(context), { message: 'the cookie cleared' })
      .toBeUndefined();
  });

  await test.step('onboards', async () => {
    await page.getByRole('textbox', { name: 'Username' }).fill(username);
    await expect(page.getByText('Available', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Add a profile photo' })).toBeFocused();
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByRole('heading', { name: 'What are you into?' })).toBeVisible();
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByRole('heading', { name: 'Follow people' })).toBeVisible();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).not.toHaveURL(/\/onboarding/);
    await expect(page.getByRole('button', { name: `Account menu (${name})` })).toBeVisible();
  });

  await test.step('the inviter is told, credited on the contest leaderboard and followed', async () => {
    const profile = (await (await page.request.get('/api/v2/users/profile')).json()) as {
      uid: string;
      onboardedAt: string | null;
    };
    expect(profile.onboardedAt).not.toBeNull();

    const notifications = await request.get('/api/v1/notifications', { headers: bearer(inviter.token) });
    expect(notifications.ok()).toBe(true);
    const { items } = (await notifications.json()) as {
      items: { type: string; actors: { uid?: string }[]; subject: { type: string; slug: string | null } }[];
    };
    const joined = items.filter((item) => item.type === 'JOINED_APP_BY_CONTEST_INVITE');
    expect(joined).toHaveLength(1);
    expect(joined[0]!.actors.map((actor) => actor.uid)).toEqual([profile.uid]);
    expect(items.filter((item) => item.type === 'JOINED_APP_BY_INVITE')).toEqual([]);

    const board = await request.get(`/api/v1/users/leaderboard/${SLUG}`, { headers: bearer(inviter.token) });
    expect(board.ok()).toBe(true);
    const { items: ranks } = (await board.json()) as { items: { user: { uid?: string }; score: number }[] };
    expect(ranks.find((entry) => entry.user.uid === inviter.id)?.score).toBe(1);

    const follow = await page.request.get(`/api/v1/follows/users/${inviter.id}`);
    expect(((await follow.json()) as { relationship: string }).relationship).toBe('following');
  });
});

test('a signed-in member opening an invite link is not asked to join', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const inviter = await signUpWithUsername(request, baseURL!);
  const member = await signUpWithUsername(request, baseURL!);
  await signInBrowser(context, member.token);

  const response = await page.goto(`/u/${inviter.username}?contest=${SLUG}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: inviter.displayName })).toBeVisible();
  await expect(page.getByRole('button', { name: `Follow ${inviter.displayName}` })).toBeVisible();
  await expect(page.getByText('invited you to Happenings')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Join Happenings' })).toHaveCount(0);
  expect(await invitationCookie(context)).toBeUndefined();
});
