/**
 * Crowd-sourced roundups (issue: comments and roundups), with two signed-in people in two browser contexts: one
 * asks a question, the other recommends an event found by search and answers again, replies, then changes their
 * recommendation to the event's venue; the asker upvotes an answer and the top list reorders in front of them,
 * then edits the question; a signed-out visitor finds it in search and reads it all; the asker deletes it.
 */

import { findUpcomingEvent } from './support/events';
import { signInBrowser, signUpWithUsername } from './support/people';
import { expect, type Locator, type Page, test } from './support/test';

test.describe.configure({ timeout: 240_000 });

const topItems = (page: Page) => page.getByTestId('top-recommendations').getByTestId('top-item');
const answers = (page: Page) => page.getByTestId('comment-thread').getByTestId('comment');

async function postAnswer(page: Page, text: string) {
  await page.getByLabel('Your recommendation').fill(text);
  await page.getByRole('button', { name: 'Post answer' }).click();
  await expect(answers(page).filter({ hasText: text })).toBeVisible();
}

function answer(page: Page, text: string): Locator {
  return answers(page).filter({ hasText: text });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('ask a roundup, recommend an event and reply, upvote to reorder the top list, read it signed out', async ({
  browser,
  request,
  baseURL,
}) => {
  const asker = await signUpWithUsername(request, baseURL!);
  const helper = await signUpWithUsername(request, baseURL!);
  const event = await findUpcomingEvent(request);
  const tag = Date.now().toString(36);
  const question = `Best late-night ramen near Central Square? ${tag}`;
  const edited = `Best late-night ramen or noodles near Central Square? ${tag}`;

  const askerContext = await browser.newContext({ baseURL });
  await signInBrowser(askerContext, asker.token);
  const askerPage = await askerContext.newPage();
  await askerPage.goto('/roundup/ask');
  await askerPage.getByLabel('Your question').fill(question);
  await askerPage.getByRole('button', { name: 'Ask the community' }).click();
  await expect(askerPage).toHaveURL(/\/roundup\/best-late-night-ramen-near-central-square/);
  await expect(askerPage.getByRole('heading', { level: 1 })).toHaveText(question);
  const roundupPath = new URL(askerPage.url()).pathname;

  // The other person recommends the event, picked from search results inside the composer.
  const helperContext = await browser.newContext({ baseURL });
  await signInBrowser(helperContext, helper.token);
  const helperPage = await helperContext.newPage();
  await helperPage.goto(roundupPath);
  await helperPage.getByLabel('Your recommendation').fill('Worth the queue, open late.');
  await helperPage.getByLabel(/Recommend an event or place/).fill(event.name);
  await helperPage
    .getByRole('button', { name: new RegExp(event.name) })
    .first()
    .click();
  await expect(helperPage.getByTestId('recommend-chosen')).toContainText(event.name);
  await helperPage.getByRole('button', { name: 'Post answer' }).click();
  const recommended = answer(helperPage, 'Worth the queue, open late.');
  await expect(recommended.getByRole('link', { name: event.name })).toHaveAttribute(
    'href',
    `/event/${event.slug}`,
  );
  await postAnswer(helperPage, 'The noodle bar on Mass Ave, no question.');

  // A reply, collapsed under its answer for the others.
  await recommended.getByRole('button', { name: /^Reply to/ }).click();
  await helperPage.getByLabel(/^Reply to/).fill('Ask for the spicy miso.');
  await helperPage.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(recommended.getByTestId('reply').filter({ hasText: 'Ask for the spicy miso.' })).toBeVisible();

  // Its author changes what the answer recommends: the event's venue instead of the event.
  const answerId = await recommended.getAttribute('data-comment-id');
  const editing = helperPage.getByTestId('comment-thread').locator(`article[data-comment-id="${answerId}"]`);
  await editing.getByRole('button', { name: /^Edit .*'s recommendation$/ }).click();
  await expect(editing.getByLabel('Edit your recommendation')).toHaveValue('Worth the queue, open late.');
  await expect(editing.getByTestId('recommend-chosen')).toContainText(event.name);
  await editing.getByRole('button', { name: /^Remove/ }).click();
  await editing.getByLabel(/Recommend an event or place/).fill(event.where.name);
  await editing
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(event.where.name)}\\s*Place`) })
    .first()
    .click();
  await expect(editing.getByTestId('recommend-chosen')).toContainText(event.where.name);
  await editing.getByRole('button', { name: 'Save' }).click();
  await expect(editing.getByRole('link', { name: event.where.name, exact: true })).toHaveAttribute(
    'href',
    `/search?q=${encodeURIComponent(event.where.name)}`,
  );
  await expect(editing.getByRole('link', { name: event.name, exact: true })).toHaveCount(0);
  // Only the asker edits or deletes the question.
  await expect(helperPage.getByRole('button', { name: 'Edit question' })).toHaveCount(0);
  await expect(helperPage.getByRole('button', { name: 'Delete roundup' })).toHaveCount(0);

  // Unvoted, the newest answer leads the top list; the asker's upvote puts the recommended event first.
  await askerPage.reload();
  await expect(topItems(askerPage)).toHaveCount(2);
  await expect(topItems(askerPage).first()).toContainText('The noodle bar on Mass Ave');
  const eventItem = topItems(askerPage).filter({ hasText: 'Worth the queue' });
  const upvote = eventItem.getByTestId('upvote');
  await upvote.click();
  await expect(upvote).toHaveAttribute('aria-pressed', 'true');
  await expect(eventItem.getByTestId('upvotes')).toHaveText('1');
  await expect(topItems(askerPage).first()).toContainText('Worth the queue');
  // The same answer in the thread shows the vote too.
  await expect(answer(askerPage, 'Worth the queue').getByTestId('upvote')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(eventItem.getByRole('link', { name: event.where.name, exact: true })).toBeVisible();

  // The asker rewords the question; its page keeps its address.
  await askerPage.getByRole('button', { name: 'Edit question' }).click();
  const editDialog = askerPage.getByTestId('edit-roundup');
  await expect(editDialog.getByLabel('Your question')).toHaveValue(question);
  await editDialog.getByLabel('Your question').fill(edited);
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(editDialog).toBeHidden();
  await expect(askerPage.getByRole('heading', { level: 1 })).toHaveText(edited);
  expect(new URL(askerPage.url()).pathname).toBe(roundupPath);

  // A signed-out visitor reads the question, the ranking, the answers and the reply, and is asked to sign in.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  // Search finds the question under its own tab, and opens its page.
  await visitor.goto(`/search?q=${encodeURIComponent(`ramen ${tag}`)}`);
  await visitor
    .getByRole('navigation', { name: 'Result types' })
    .getByRole('link', { name: /^Roundups/ })
    .click();
  const found = visitor.getByTestId('roundup-result');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText('2 answers');
  await found.getByRole('link', { name: edited }).click();
  await expect(visitor).toHaveURL(new RegExp(`${escapeRegExp(roundupPath)}$`));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(edited);
  await expect(visitor.getByRole('button', { name: 'Edit question' })).toHaveCount(0);
  await expect(topItems(visitor).first()).toContainText('Worth the queue');
  await expect(topItems(visitor).first().getByTestId('upvotes')).toHaveText('1');
  await expect(answers(visitor)).toHaveCount(2);
  await expect(visitor.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  await expect(visitor.getByLabel('Your recommendation')).toHaveCount(0);
  const toggle = answer(visitor, 'Worth the queue').getByRole('button', { name: 'Show 1 reply' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(answer(visitor, 'Worth the queue').getByTestId('reply')).toContainText(
    'Ask for the spicy miso.',
  );
  // Structured data for search engines: a QAPage with the answers shown.
  const jsonLd = JSON.parse(
    (await visitor.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  );
  expect(jsonLd['@type']).toBe('QAPage');
  expect(jsonLd.mainEntity.suggestedAnswer).toHaveLength(2);

  // The asker deletes the roundup, after a confirmation they can back out of; its page is gone for everyone.
  await askerPage.getByRole('button', { name: 'Delete roundup' }).click();
  const confirm = askerPage.getByRole('dialog', { name: 'Delete this roundup?' });
  await expect(confirm).toContainText('its 2 answers');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(askerPage.getByRole('heading', { level: 1 })).toHaveText(edited);
  await askerPage.getByRole('button', { name: 'Delete roundup' }).click();
  await confirm.getByRole('button', { name: 'Delete roundup' }).click();
  await expect(askerPage).not.toHaveURL(new RegExp(escapeRegExp(roundupPath)));
  expect((await visitor.goto(roundupPath))?.status()).toBe(404);

  await Promise.all([askerContext.close(), helperContext.close(), visitorContext.close()]);
});
