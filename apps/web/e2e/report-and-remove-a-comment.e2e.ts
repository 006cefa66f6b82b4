/**
 * Reports and moderation end to end (issue 23): a member reports a comment from its Report button (the dialog
 * asks for a reason first), two more accounts report it, and at three distinct reporters it is hidden from a
 * visitor while its author reads why; the demo moderator finds it grouped in /admin/reports, removes it and bans
 * its author, each after a confirmation, and the author's next page load is signed out.
 */
import { expectNoAxeViolations } from './support/axe';
import { createPublishedEvent } from './support/events';
import { bearer, signInBrowser, signUpWithUsername } from './support/people';
import { screenshotAtBothWidths } from './support/screenshots';
import { type BrowserContext, expect, test } from './support/test';

test.describe.configure({ timeout: 120_000 });

/** The seeded demo account holding every staff role (docs/moderation.md), signed in through the site's /api/auth. */
async function signInDemoStaff(context: BrowserContext, baseURL: string): Promise<void> {
  const response = await context.request.post('/api/auth/sign-in/email', {
    data: { email: 'staff@example.com', password: 'happenings-demo' },
    headers: { origin: baseURL },
  });
  const token = response.headers()['set-auth-token'];
  if (!response.ok() || !token) throw new Error(`staff sign-in failed: ${response.status()}`);
  await signInBrowser(context, token);
}

test('a reported comment is hidden, then removed by a moderator who bans its author', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const author = await signUpWithUsername(request, baseURL!);
  const member = await signUpWithUsername(request, baseURL!);
  const event = await createPublishedEvent(request, author.token);
  const text = `Cheap followers at spam-shop ${Date.now().toString(36)}`;
  const posted = await request.post(`/api/v1/comments/experience/${event.id}`, {
    headers: bearer(author.token),
    data: { text },
  });
  expect(posted.status()).toBe(201);
  const comment = (await posted.json()) as { id: string };

  // The member reports it: no reason yet is an error by the group, then Spam, then the thank-you.
  await signInBrowser(page.context(), member.token);
  await page.goto(`/event/${event.slug}`);
  const theirs = page.getByTestId('comment').filter({ hasText: text });
  const reportButton = theirs.getByRole('button', { name: /^Report .*comment$/ });
  await reportButton.click();
  const dialog = page.getByRole('dialog', { name: 'Report this comment' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Choose what is wrong with it.')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Spam or advertising' })).toBeFocused();
  await dialog.getByRole('radio', { name: 'Something else' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByLabel(/Details/)).toBeFocused();
  await expect(dialog.getByLabel(/Details/)).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
  await dialog.getByLabel(/Details/).fill('Sells followers in every thread.');
  await screenshotAtBothWidths(page, 'report-a-comment');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toContainText('Thank you.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(reportButton).toBeFocused();

  // Two more accounts report it: three distinct reporters hide it until a moderator looks.
  for (const reason of ['SPAM', 'MISLEADING'] as const) {
    const other = await signUpWithUsername(request, baseURL!);
    const reported = await request.post('/api/v1/reports', {
      headers: bearer(other.token),
      data: { subjectType: 'comment', subjectId: comment.id, reason },
    });
    expect(reported.status()).toBe(201);
  }
  const visitor = await browser.newPage();
  await visitor.goto(`/event/${event.slug}`);
  await expect(visitor.getByRole('heading', { name: 'Comments' })).toBeVisible();
  await expect(visitor.getByText(text)).toHaveCount(0);
  // Signed out, Report is the way to sign in, back to this page.
  await expect(visitor.getByRole('link', { name: `Report ${event.name}` })).toHaveAttribute(
    'href',
    `/login?next=${encodeURIComponent(`/event/${event.slug}`)}`,
  );
  await visitor.close();

  // Its author still sees it, and why it is out of view.
  const authorContext = await browser.newContext();
  await signInBrowser(authorContext, author.token);
  const authorPage = await authorContext.newPage();
  await authorPage.goto(`/event/${event.slug}`);
  const own = authorPage.getByTestId('comment').filter({ hasText: text });
  await expect(own.getByTestId('moderation-notice')).toContainText(
    'Hidden from others: Reported by 3 people',
  );

  // The moderator finds it grouped in the queue, with its three reporters and their reasons.
  const staffContext = await browser.newContext();
  await signInDemoStaff(staffContext, baseURL!);
  const staff = await staffContext.newPage();
  await staff.goto('/admin/reports');
  await expect(staff.getByRole('navigation').getByRole('link', { name: /Reports/ })).toBeVisible();
  const row = staff.getByTestId('report-case').filter({ hasText: text });
  await expect(row).toContainText('3 people');
  await expect(row).toContainText('Spam or advertising ×2');
  await screenshotAtBothWidths(staff, 'admin-reports-queue');
  await expectNoAxeViolations(staff);
  await row.getByRole('link').first().click();
  await expect(staff.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(staff.getByTestId('case-report')).toHaveCount(3);
  await expect(staff.getByText('Sells followers in every thread.')).toBeVisible();

  // Remove it: a reason, then the confirmation.
  await staff.getByLabel('Reason for removing').fill('Advertising spam.');
  await staff.getByRole('button', { name: 'Remove this comment' }).click();
  const confirmRemove = staff.getByRole('dialog', { name: 'Remove this comment?' });
  await confirmRemove.getByRole('button', { name: 'Remove this comment' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Removed for everyone' })).toBeVisible();
  await expect(staff.getByText('Removed: final')).toBeVisible();
  await screenshotAtBothWidths(staff, 'admin-report-case');
  await expectNoAxeViolations(staff);

  // Ban its author: signed out everywhere.
  await staff.getByLabel('Reason for the ban').fill('Spam account.');
  await staff.getByRole('button', { name: 'Ban', exact: true }).click();
  await staff
    .getByRole('dialog', { name: /^Ban / })
    .getByRole('button', { name: 'Ban', exact: true })
    .click();
  await expect(staff.getByRole('status').filter({ hasText: 'The author is banned' })).toBeVisible();

  // The audit log: the system's hide at the third report, the removal and the ban, each with before and after.
  const auditRow = async (action: string, words: string) => {
    await staff.goto(`/admin/audit?action=${action}`);
    const row = staff.getByRole('table').getByRole('row').filter({ hasText: words }).first();
    await expect(row).toBeVisible();
    await expect(row).toContainText('→');
    return row;
  };
  await auditRow('HIDE_CONTENT', 'Reported by 3 people');
  await expect(await auditRow('REMOVE_CONTENT', 'Advertising spam.')).toContainText('moderation: REMOVED');
  await expect(await auditRow('BAN_USER', 'Spam account.')).toContainText('banned: true');

  await authorPage.goto('/account/edit');
  await expect(authorPage).toHaveURL(/\/login\?next=%2Faccount%2Fedit$/);
  await authorContext.close();
  await staffContext.close();
});
