import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { expect, test } from './support/test';

const FIXTURE = '/e2e-fixtures/add-to-calendar';

test.beforeEach(async ({ page }) => {
  await page.goto(FIXTURE);
});

test('the dialog opens with its header, close button and options, and traps focus', async ({ page }) => {
  const opener = page.getByRole('button', { name: 'Add to calendar' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Add to calendar' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Add to calendar' })).toBeVisible();
  await expect(dialog.getByText('Google calendar')).toBeVisible();
  await expect(dialog.getByText('Apple calendar')).toBeVisible();

  // Tab and Shift+Tab never leave the dialog.
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
});

test('Escape closes the dialog and returns focus to the opener', async ({ page }) => {
  const opener = page.getByRole('button', { name: 'Add to calendar' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add to calendar' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the close button closes the dialog and returns focus', async ({ page }) => {
  const opener = page.getByRole('button', { name: 'Add to calendar' });
  await opener.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(opener).toBeFocused();
});

test('page scroll is locked while the dialog is open (spec §2)', async ({ page }) => {
  const rootOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
  // Counts the wheel events the page receives and the scroll events it fires, so each check below waits for
  // its wheel to arrive instead of for a fixed time.
  await page.evaluate(() => {
    const counts = { wheels: 0, scrolls: 0 };
    Object.assign(window, { __scrollProbe: counts });
    window.addEventListener('wheel', () => (counts.wheels += 1), { capture: true, passive: true });
    window.addEventListener('scroll', () => (counts.scrolls += 1), { passive: true });
  });
  const probe = () =>
    page.evaluate(
      () => (window as unknown as { __scrollProbe: { wheels: number; scrolls: number } }).__scrollProbe,
    );

  const dialog = page.getByRole('dialog', { name: 'Add to calendar' });
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  await expect(dialog).toBeVisible();
  expect(await rootOverflow()).toBe('hidden');
  await page.mouse.move(10, 10);
  await page.mouse.wheel(0, 1500);
  await expect.poll(async () => (await probe()).wheels).toBe(1);
  // Two frames after the wheel arrived: a scroll, had it been allowed, would have started by now.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await probe()).toEqual({ wheels: 1, scrolls: 0 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // The lock ends with the dialog: wait for it to close, then for the page to scroll again.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(rootOverflow).not.toBe('hidden');
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('Google calendar is a calendar.google.com TEMPLATE link with the event', async ({ page }) => {
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const link = page.getByRole('link', { name: /Add to Google calendar/ });
  const url = new URL((await link.getAttribute('href')) ?? '');
  expect(url.origin).toBe('https://calendar.google.com');
  expect(url.pathname).toBe('/calendar/render');
  expect(url.searchParams.get('action')).toBe('TEMPLATE');
  expect(url.searchParams.get('text')).toBe('Jazz on the Lawn');
  // 6 PM to 9 PM in Boston in July (EDT, UTC-4) is 22:00 to 01:00 UTC.
  expect(url.searchParams.get('dates')).toBe('20300711T220000Z/20300712T010000Z');
  expect(url.searchParams.get('ctz')).toBe('America/New_York');
  expect(url.searchParams.get('recur')).toContain('FREQ=WEEKLY');
  await expect(link).toHaveAttribute('target', '_blank');
});

test('Apple calendar downloads an .ics that ical.js parses', async ({ page }) => {
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Download for Apple calendar/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('jazz-on-the-lawn.ics');
  const text = await readFile((await download.path()) ?? '', 'utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  const timezone = calendar.getFirstSubcomponent('vtimezone');
  expect(timezone?.getFirstPropertyValue('tzid')).toBe('America/New_York');
  const vevent = calendar.getFirstSubcomponent('vevent');
  expect(vevent).not.toBeNull();
  const event = new ICAL.Event(vevent!);
  expect(event.summary).toBe('Jazz on the Lawn');
  expect(event.location).toBe('Boston Common, 139 Tremont St, Boston, MA');
  expect(event.startDate.toString()).toBe('2030-07-11T18:00:00');
  expect(vevent!.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('America/New_York');
  expect(event.isRecurring()).toBe(true);
});
