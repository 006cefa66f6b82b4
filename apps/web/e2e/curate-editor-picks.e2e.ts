/**
 * Issue 23 curation: an editor reorders the Boston editor picks in the back office (Move up with the mouse, Move
 * down from the keyboard), and the home page a signed-out visitor already loaded (and the API keeps) shows the new
 * order on its next load. The audit log has the change. Screenshots at 390 and 1280 px.
 */
import { expectNoAxeViolations } from './support/axe';
import { screenshotAtBothWidths } from './support/screenshots';
import { signInStaffBrowser } from './support/staff-account';
import { expect, type Page, test } from './support/test';

/** The event addresses of the home page's Editor's picks row, in order. */
async function homePicks(page: Page): Promise<string[]> {
  await page.goto('/');
  const row = page.getByRole('region', { name: 'Editor’s picks', exact: true });
  const cards = row.getByRole('list', { name: 'Editor’s picks' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  return cards.evaluateAll((items) =>
    items.map((item) => item.querySelector('a[href^="/event/"]')?.getAttribute('href') ?? ''),
  );
}

test('an editor reorders the Boston editor picks and the home page shows the new order at once', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const visitorContext = await browser.newContext({ baseURL });
  const editorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  const editor = await editorContext.newPage();
  await signInStaffBrowser(editorContext, baseURL!);

  const before = await homePicks(visitor);
  expect(before.length).toBeGreaterThan(2);

  await test.step('the editor opens the Boston editor picks from the back office', async () => {
    await editor.goto('/admin');
    await editor
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: /^Curation/ })
      .click();
    await editor.waitForURL('**/admin/curation');
    await editor
      .getByRole('region', { name: 'Boston' })
      .getByRole('link', { name: 'Editor’s picks' })
      .click();
    await editor.waitForURL('**/admin/curation/boston-ma/picks/editor-picks');
    await expect(editor.getByRole('heading', { level: 1 })).toHaveText('Editor’s picks, Boston');
  });

  const list = editor.getByRole('list', { name: 'Editor’s picks, in order' });
  const rows = list.getByRole('listitem');
  /** The event addresses of the back office's list, in order. */
  const adminOrder = () =>
    rows.evaluateAll((items) => items.map((item) => item.querySelector('h2 a')?.getAttribute('href') ?? ''));
  const order = await adminOrder();
  // The home page shows the list in this order, leaving out events not listed now (none among the first three).
  expect(before.slice(0, 3)).toEqual(order.filter((href) => before.includes(href)).slice(0, 3));
  const second = rows.nth(1);
  const secondName = (await second.getByRole('heading', { level: 2 }).textContent())!.trim();

  await test.step('Move up puts the second event first', async () => {
    await expect(rows.first().getByRole('button', { name: /^Move up/ })).toBeDisabled();
    await second.getByRole('button', { name: `Move up: ${secondName}` }).click();
    await editor.waitForURL(/outcome=moved/);
    await expect(editor.getByRole('status').filter({ hasText: 'Moved' })).toBeVisible();
    expect(await adminOrder()).toEqual([order[1], order[0], ...order.slice(2)]);
    await screenshotAtBothWidths(editor, 'curation-editor-picks');
    await expectNoAxeViolations(editor);
  });

  await test.step('the visitor’s home page shows the new order at once', async () => {
    const after = await homePicks(visitor);
    expect(after[0]).toBe(order[1]);
    expect(after[1]).toBe(order[0]);
  });

  await test.step('from the keyboard, Move down puts it back', async () => {
    const first = editor
      .getByRole('list', { name: 'Editor’s picks, in order' })
      .getByRole('listitem')
      .first();
    await first.getByRole('button', { name: `Move down: ${secondName}` }).focus();
    await editor.keyboard.press('Enter');
    await expect.poll(adminOrder).toEqual(order);
    const again = await homePicks(visitor);
    expect(again.slice(0, 2)).toEqual([order[0], order[1]]);
  });

  await test.step('the audit log holds both saves with the list before and after', async () => {
    await editor.goto('/admin/audit?action=SET_PICKS');
    const rowsOfLog = editor.getByRole('table').getByRole('row');
    expect(await rowsOfLog.count()).toBeGreaterThanOrEqual(3);
    await expect(rowsOfLog.nth(1)).toContainText('Set picks');
  });

  await visitorContext.close();
  await editorContext.close();
});
