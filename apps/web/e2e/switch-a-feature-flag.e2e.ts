/**
 * Issue 23 curation: an admin switches the spec §3 flags in the back office and the contest page follows on its
 * next load: showNoahContestAsCompleted shows the seeded running contest as ended, showNoahContestWebPage off
 * takes its page away (404). The flags are put back as the global set-up left
 * them. It runs after every other test (its own project in playwright.config.ts), so no contest test reads the
 * page while a flag is switched. Screenshots at 390 and 1280 px.
 */
import { expectNoAxeViolations } from './support/axe';
import { screenshotAtBothWidths } from './support/screenshots';
import { signInStaffBrowser } from './support/staff-account';
import { expect, test } from './support/test';

const CONTEST = '/contest/boston-invite-challenge';

test('an admin switches the contest flags and the contest page follows', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const adminContext = await browser.newContext({ baseURL });
  const visitorContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  const visitor = await visitorContext.newPage();
  await signInStaffBrowser(adminContext, baseURL!);

  const flags = admin.getByRole('group', { name: 'Contest' });
  const webPage = flags.getByRole('checkbox', { name: 'Show the contest’s page on the website' });
  const completed = flags.getByRole('checkbox', { name: 'Show the contest as completed' });
  const save = async (outcome = /outcome=flags-saved/) => {
    await admin.getByRole('button', { name: 'Save feature flags' }).click();
    await admin.waitForURL(outcome);
    await expect(admin.getByRole('status').filter({ hasText: 'Feature flags saved' })).toBeVisible();
  };

  try {
    await test.step('the admin opens the feature flags from Curation', async () => {
      await admin.goto('/admin/curation');
      await admin.getByRole('link', { name: 'Feature flags' }).click();
      await admin.waitForURL('**/admin/curation/feature-flags');
      await expect(webPage).toBeChecked();
      await expect(completed).not.toBeChecked();
      expect((await visitor.goto(CONTEST))?.status()).toBe(200);
      await expect(visitor.getByText('This contest has ended')).toHaveCount(0);
    });

    await test.step('showing the contest as completed: the page says it has ended', async () => {
      await completed.check();
      await screenshotAtBothWidths(admin, 'curation-feature-flags');
      await expectNoAxeViolations(admin);
      await save();
      await expect(completed).toBeChecked();
      await visitor.goto(CONTEST);
      await expect(visitor.getByText('This contest has ended')).toBeVisible();
    });

    await test.step('turning the web page off: the contest page is gone', async () => {
      await webPage.uncheck();
      await save();
      expect((await visitor.goto(CONTEST))?.status()).toBe(404);
    });
  } finally {
    // As the global set-up left them, whatever happened above.
    await admin.goto('/admin/curation/feature-flags');
    await webPage.check();
    await completed.uncheck();
    await save();
  }
  expect((await visitor.goto(CONTEST))?.status()).toBe(200);
  await expect(visitor.getByText('This contest has ended')).toHaveCount(0);

  await test.step('the audit log holds each switch with the flag before and after', async () => {
    await admin.goto('/admin/audit?action=SET_FEATURE_FLAGS');
    const rows = admin.getByRole('table').getByRole('row');
    await expect(rows.filter({ hasText: 'showNoahContestWebPage: false' })).not.toHaveCount(0);
    await expect(rows.filter({ hasText: 'showNoahContestAsCompleted: true' })).not.toHaveCount(0);
  });

  await adminContext.close();
  await visitorContext.close();
});
