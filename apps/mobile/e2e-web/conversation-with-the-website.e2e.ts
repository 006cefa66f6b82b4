/**
 * Two people, one on the website at a desktop's width and one in the app's web export at a phone's, hold a
 * conversation under an event (each sees what the other wrote, replied and liked), then share a collection: the
 * one in the app saves the event to a new collection and invites the other by username, who accepts on the
 * website; each then sees the other in it. The website is the product's public origin (PUBLIC_URL); the app is
 * served from another origin the API trusts (TRUSTED_ORIGINS), so signing in on it goes through that setting.
 */
import { expect, test } from '@playwright/test';
import { signUpUser } from './support/accounts.ts';
import { signInOnApp, upcomingEventSlug } from './support/app.ts';
import { saveScreenshot, saveWebsiteScreenshot } from './support/screenshots.ts';
import { openOnWebsite, openWebsiteAs, reloadWebsite, websiteUrl } from './support/website.ts';

test.describe.configure({ timeout: 120_000 });

test('a person on the website and a person in the app hold a conversation and share a collection', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const inApp = await signUpUser(request, baseURL ?? '', 'Ada App');
  const onWebsite = await signUpUser(request, websiteUrl(), 'Sam Site');
  const event = await upcomingEventSlug(page);
  const stamp = Date.now().toString(36);
  const question = `Is there step-free access? ${stamp}`;
  const answer = `Yes, ramp at the side door ${stamp}`;

  // The website: Sam asks under the event.
  const site = await openWebsiteAs(browser, onWebsite);
  await openOnWebsite(site, `/event/${event.slug}`);
  const siteThread = site.getByTestId('comment-thread');
  await siteThread.getByLabel('Add a comment').fill(question);
  await siteThread.getByRole('button', { name: 'Post comment' }).click();
  const samsComment = siteThread.getByTestId('comment').filter({ hasText: question });
  await expect(samsComment).toBeVisible();

  // The app: Ada sees it, likes it and replies.
  await signInOnApp(page, inApp);
  await page.goto(`/event/${event.slug}`);
  await expect(page.getByText(question)).toBeVisible();
  await page.getByRole('button', { name: /^Like Sam Site's comment, 0 likes$/ }).click();
  await expect(page.getByRole('button', { name: /^Like Sam Site's comment, 1 like$/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('button', { name: "Reply to Sam Site's comment" }).click();
  await page.getByLabel('Your reply to Sam Site', { exact: true }).fill(answer);
  await page.getByRole('button', { name: 'Post reply' }).click();
  await expect(page.getByText(answer)).toBeVisible();
  await saveScreenshot(page, 'conversation-app-replied');

  // The website: Sam sees the like and the reply, and up-votes the reply.
  await reloadWebsite(site);
  await expect(samsComment.getByTestId('likes')).toHaveText('1');
  await samsComment.getByRole('button', { name: 'Show 1 reply' }).click();
  const adasReply = samsComment.getByTestId('reply').filter({ hasText: answer });
  await expect(adasReply).toContainText('Ada App');
  await adasReply.getByTestId('upvote').click();
  await expect(adasReply.getByTestId('upvotes')).toHaveText('1');
  await saveWebsiteScreenshot(site, 'conversation-website');

  // The app: Ada's reply carries Sam's up-vote, and her inbox says nothing of her own reply while Sam's does.
  await page.reload();
  await page.getByRole('button', { name: 'View 1 reply' }).click();
  await expect(page.getByRole('button', { name: /^Upvote your reply, 1 up$/ })).toBeVisible();
  await saveScreenshot(page, 'conversation-app-upvoted');
  await openOnWebsite(site, '/notifications');
  await expect(site.getByRole('main')).toContainText('Ada App');

  // The app: Ada saves the event to a new collection and invites Sam by username.
  const collectionName = `Step-free Saturdays ${stamp}`;
  await page.goto(`/event/${event.slug}`);
  await page.getByRole('button', { name: `Save ${event.name} to a collection` }).click();
  await page.getByLabel('New collection name', { exact: true }).fill(collectionName);
  await page.getByRole('button', { name: 'Create and save' }).click();
  await expect(page.getByRole('button', { name: `Save ${event.name} to a collection` })).toContainText(
    'Saved',
  );
  await page.getByRole('button', { name: 'Done' }).click();
  await page.goto('/collections');
  await page.getByRole('link', { name: new RegExp(`^${collectionName}, 1 item`) }).click();
  await page.getByRole('button', { name: 'Invite people' }).click();
  await page.getByLabel('Find people by name or username', { exact: true }).fill(onWebsite.username);
  await page.getByRole('button', { name: 'Invite Sam Site' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Invited @${onWebsite.username}` })).toBeVisible();
  await saveScreenshot(page, 'collection-app-invited');

  // The website: Sam accepts the invite and finds the event in Ada's collection.
  await openOnWebsite(site, '/collections');
  await site.getByRole('button', { name: `Accept the invite to ${collectionName}` }).click();
  // Accepted, the website opens the collection.
  await expect(site.getByRole('heading', { name: collectionName })).toBeVisible();
  await expect(site.getByRole('main')).toContainText(event.name);
  await expect(site.getByRole('main')).toContainText('Ada App');
  await saveWebsiteScreenshot(site, 'collection-website-accepted');

  // The app: Sam is in the collection.
  await page.goto('/collections');
  await page.getByRole('link', { name: new RegExp(`^${collectionName}, 1 item, 2 people`) }).click();
  await expect(page.getByRole('link', { name: /^Sam Site's profile/ })).toBeVisible();
  await saveScreenshot(page, 'collection-app-shared');
  await site.context().close();
});
