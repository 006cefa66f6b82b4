/**
 * Issue 23: an admin grants the editor role in the back office (/admin/people); the member then has the back
 * office with Review (and not People); the audit log shows the grant with the roles before and after. An ordinary
 * member gets the 404 page at /admin and no Back office entry, and nobody can change their own roles. Screenshots
 * at 390 and 1280 px.
 */
import { signInBrowser, signUpWithUsername } from './support/people';
import { screenshotAtBothWidths } from './support/screenshots';
import { STAFF_ACCOUNT, signInStaffBrowser } from './support/staff-account';
import { expect, test } from './support/test';

test('an admin grants a member the editor role, who then has the back office, and the audit log shows it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const memberContext = await browser.newContext({ baseURL });
  const adminContext = await browser.newContext({ baseURL });
  const memberPage = await memberContext.newPage();
  const admin = await adminContext.newPage();
  const member = await signUpWithUsername(memberContext.request, baseURL!);
  await signInBrowser(memberContext, member.token);
  await signInStaffBrowser(adminContext, baseURL!);

  await test.step('an ordinary member gets the 404 page at /admin and no Back office entry', async () => {
    for (const path of ['/admin', '/admin/review', '/admin/people', '/admin/audit']) {
      const response = await memberPage.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    await expect(
      memberPage.getByRole('heading', { level: 1, name: 'We could not find that page' }),
    ).toBeVisible();
    await memberPage.getByRole('button', { name: /Account menu/ }).click();
    await expect(memberPage.getByRole('menuitem', { name: 'Edit account' })).toBeVisible();
    await expect(memberPage.getByRole('menuitem', { name: 'Back office' })).toHaveCount(0);
  });

  await test.step('the admin opens the back office from the account menu', async () => {
    await admin.goto('/');
    await admin.getByRole('button', { name: /Account menu/ }).click();
    await admin.getByRole('menuitem', { name: 'Back office' }).click();
    await admin.waitForURL('**/admin');
    const nav = admin.getByRole('navigation', { name: 'Back office' });
    for (const section of [/^Review/, /^Curation/, /^People$/, /^Audit log$/]) {
      await expect(nav.getByRole('link', { name: section })).toBeVisible();
    }
    await expect(admin.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await screenshotAtBothWidths(admin, 'back-office-overview');
  });

  await test.step('the admin cannot change their own roles', async () => {
    await admin.goto(`/admin/people?query=${encodeURIComponent(STAFF_ACCOUNT.email)}`);
    const own = admin.getByRole('group', { name: /^Roles of / });
    await expect(own).toContainText('nobody changes their own roles');
    for (const control of await own.getByRole('checkbox').all()) await expect(control).toBeDisabled();
    await expect(own.getByRole('button', { name: /^Save/ })).toBeDisabled();
  });

  await test.step('the admin finds the member and grants the editor role', async () => {
    await admin.goto('/admin/people');
    await admin.getByLabel('Name, username or e-mail').fill(member.username);
    await admin.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await admin.waitForURL(/query=/);
    const roles = admin.getByRole('group', { name: `Roles of ${member.displayName}` });
    await expect(roles.getByRole('checkbox')).toHaveCount(3);
    await expect(roles.getByRole('checkbox', { checked: true })).toHaveCount(0);
    await roles.getByRole('checkbox', { name: 'Editor' }).check();
    await screenshotAtBothWidths(admin, 'back-office-people');
    await roles.getByRole('button', { name: /^Save/ }).click();
    await admin.waitForURL(/outcome=saved/);
    await expect(admin.getByRole('status').filter({ hasText: `Saved: ${member.displayName}` })).toBeVisible();
    await expect(
      admin
        .getByRole('group', { name: `Roles of ${member.displayName}` })
        .getByRole('checkbox', { name: 'Editor' }),
    ).toBeChecked();
  });

  await test.step('the member now has the back office with Review, and not People or the audit log', async () => {
    const response = await memberPage.goto('/admin');
    expect(response?.status()).toBe(200);
    const nav = memberPage.getByRole('navigation', { name: 'Back office' });
    await expect(nav.getByRole('link', { name: /^Review/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'People' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
    expect((await memberPage.goto('/admin/people'))?.status()).toBe(404);
    await memberPage.goto('/admin/review');
    await expect(memberPage.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
  });

  await test.step('the audit log shows the grant with the roles before and after', async () => {
    await admin.goto(`/admin/audit?targetType=USER&targetId=${encodeURIComponent(member.id)}`);
    const rows = admin.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2); // the header and the grant
    const grant = rows.nth(1);
    await expect(grant).toContainText('Change roles');
    await expect(grant).toContainText(member.id);
    await expect(grant).toContainText(/roles: none\s*→\s*changed to\s*roles: editor/);
    await screenshotAtBothWidths(admin, 'back-office-audit');
    // The action filter keeps it; another action's filter does not.
    await admin.getByLabel('Action', { exact: true }).selectOption('APPROVE_EXPERIENCE');
    await admin.getByRole('button', { name: 'Filter' }).click();
    await admin.waitForURL(/action=APPROVE_EXPERIENCE/);
    await expect(admin.getByText('No staff action matches.')).toBeVisible();
  });

  await memberContext.close();
  await adminContext.close();
});
