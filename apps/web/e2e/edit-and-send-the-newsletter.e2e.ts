/**
 * Issue 27: an editor opens the coming Boston newsletter issue in the back office, moves an item up, previews the
 * e-mail at phone width, sends a test to their own address (it reaches the run's SMTP server), and sends the issue
 * now instead of at Thursday 08:00; once the sender has mailed it, its archive page shows it, linked from the
 * sign-up page. Screenshots at 390 and 1280 px.
 */
import AxeBuilder from '@axe-core/playwright';
import { expectNoAxeViolations } from './support/axe';
import { screenshotAtBothWidths } from './support/screenshots';
import { waitForSmtpMessage } from './support/smtp-inbox';
import { STAFF_ACCOUNT, signInStaffBrowser } from './support/staff-account';
import { expect, test } from './support/test';

test('an editor reorders the coming Boston issue, previews it on a phone, tests it, and it goes to the archive', async ({
  page,
  baseURL,
}) => {
  // The sender's minute ticks take the released issue, mail it, and close it: up to about two minutes.
  // On a busy 2-core host the steps before it have taken another two minutes (axe on the long back-office page).
  test.setTimeout(360_000);
  await signInStaffBrowser(page.context(), baseURL!);

  await test.step('the editor opens the coming Boston issue from the back office', async () => {
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: /^Newsletter/ })
      .click();
    await page.waitForURL('**/admin/newsletter/boston-ma');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter, Boston');
    await expect(page.getByText(/The coming issue goes on \w+day, \w+ \d+ at /)).toBeVisible();
  });

  const weekend = page.getByRole('list', { name: 'This weekend, in order' }).getByRole('listitem');
  const weekendTitles = () => weekend.getByRole('heading', { level: 3 }).allTextContents();
  const before = await weekendTitles();
  expect(before.length).toBeGreaterThan(1);
  const moved = before[1]!;

  await test.step('Move up puts the second event of the weekend first', async () => {
    await expect(weekend.first().getByRole('button', { name: /^Move up/ })).toBeDisabled();
    await weekend
      .nth(1)
      .getByRole('button', { name: `Move up: ${moved}` })
      .click();
    await page.waitForURL(/outcome=moved/);
    await expect(page.getByRole('status').filter({ hasText: 'Moved' })).toBeVisible();
    expect(await weekendTitles()).toEqual([before[1], before[0], ...before.slice(2)]);
    await screenshotAtBothWidths(page, 'newsletter-admin');
    // The page without the preview frame: a sandboxed srcdoc frame runs no script, so axe cannot enter it, and
    // its content is the e-mail, not the page.
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .exclude('iframe')
      .analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  await test.step('the preview at phone width is the e-mail in that order', async () => {
    await page
      .getByRole('navigation', { name: 'Preview width' })
      .getByRole('link', { name: /^Phone/ })
      .click();
    await page.waitForURL(/width=phone/);
    const frame = page.getByTitle('The e-mail at phone width');
    await expect(frame).toHaveAttribute('width', '390');
    const email = page.frameLocator('iframe[title="The e-mail at phone width"]');
    await expect(email.getByRole('link', { name: moved }).first()).toBeVisible();
    // The items' title links in the e-mail's order (the subject, not a link, names the composed first one).
    const links = (await email.getByRole('link').allTextContents()).map((name) => name.trim());
    expect(links.indexOf(moved)).toBeGreaterThan(-1);
    expect(links.indexOf(moved)).toBeLessThan(links.indexOf(before[0]!));
    await screenshotAtBothWidths(page, 'newsletter-preview-phone');
  });

  const subject = await page.getByLabel('Subject', { exact: true }).inputValue();

  await test.step('a test send reaches the editor’s address at the SMTP server', async () => {
    await page.getByRole('button', { name: 'Send a test to me' }).click();
    await page.waitForURL(/outcome=test-sent/);
    await expect(page.getByRole('status').filter({ hasText: 'Test sent to your address.' })).toBeVisible();
    const raw = await waitForSmtpMessage(STAFF_ACCOUNT.email, `Subject: [Test]`);
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
    expect(raw).toContain(moved);
    expect(raw).toContain('utm_source=newsletter');
  });

  await test.step('sent now instead of at its scheduled time, it goes to the sender', async () => {
    await page.getByRole('button', { name: 'Send now' }).click();
    await page.waitForURL(/outcome=sent-now/);
    await expect(page.getByRole('status').filter({ hasText: 'Released to the sender' })).toBeVisible();
  });

  await test.step('once mailed, the archive shows the issue, linked from the sign-up page', async () => {
    const pastIssue = page.getByRole('region', { name: 'Past issues' }).getByRole('link', { name: subject });
    await expect
      .poll(
        async () => {
          await page.goto('/boston-ma/newsletter');
          return pastIssue.count();
        },
        { timeout: 200_000, intervals: [5_000], message: 'the issue in the archive' },
      )
      .toBe(1);
    await pastIssue.click();
    await page.waitForURL(/\/boston-ma\/newsletter\/\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
    const archived = page
      .getByRole('region', { name: 'This weekend' })
      .getByRole('listitem')
      .getByRole('heading', { level: 3 });
    await expect(archived.first()).toHaveText(moved);
    for (const image of await page.getByRole('img').all())
      expect(await image.getAttribute('alt')).toBeTruthy();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/boston-ma\/newsletter\/\d{4}-\d{2}-\d{2}$/,
    );
    await screenshotAtBothWidths(page, 'newsletter-archive-issue');
    await expectNoAxeViolations(page);
  });
});
