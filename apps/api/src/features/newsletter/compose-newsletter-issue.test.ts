/**
 * Issue 27: the Boston issue composed from the seeded data (the same seed as `npm start`), rendered to HTML and
 * text, with the personal part of a seeded member; and the weekly job that composes it ahead and releases it at
 * its send time. Real database (PGlite, or PostgreSQL under test:pg), real MJML.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '@happenings/db/client';
import {
  claimNewsletterIssueForSending,
  findNewsletterIssue,
  markNewsletterIssueSent,
  NEWSLETTER_SECTIONS,
} from '@happenings/db/newsletter';
import { createTestDatabase } from '@happenings/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNewsletterIssues } from '../../jobs/newsletter-issues.job.ts';
import { seedDatabase } from '../../seed/seed-database.ts';
import { DEMO_USER_EMAIL } from '../../seed/seed-people.ts';
import { runSql } from '../../seed/seed-social.ts';
import { composeNewsletterIssue } from './compose-newsletter-issue.ts';
import { listNewsletterPersonalParts, toNewsletterEmailIssue } from './newsletter-issue-content.ts';
import { renderNewsletterIssue } from './newsletter-issue-email.ts';
import { nextIssueSlot, parseNewsletterSchedule } from './newsletter-schedule.ts';

// Monday 23 November 2026, 10:00 in Boston: the coming issue is Thursday the 26th at 08:00 (13:00 UTC).
const NOW = Date.parse('2026-11-23T15:00:00Z');
const SITE = 'https://happenings.test';
const schedule = parseNewsletterSchedule('thu 08:00');

let database: DatabaseHandle;
let mediaDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  mediaDir = await mkdtemp(path.join(tmpdir(), 'happenings-newsletter-'));
  await seedDatabase(database.db, {
    now: NOW,
    size: 'test',
    mediaDir,
    publicUrl: SITE,
    cloudname: 'happenings',
    log: () => {},
  });
}, 120_000);

afterAll(async () => {
  await database?.close();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);
const images = (html: string) => [...html.matchAll(/<img\b[^>]*>/g)].map((match) => match[0]);

describe('the Boston issue composed from the seeded data', () => {
  it('is Thursday 08:00 in Boston and holds every section, each item with its picture, text and link', async () => {
    const slot = nextIssueSlot(schedule, 'boston-ma', NOW);
    expect(slot).toMatchObject({ issueDate: '2026-11-26', timeZone: 'America/New_York' });
    expect(slot.sendAt.toISOString()).toBe('2026-11-26T13:00:00.000Z');

    const { created, issue } = await composeNewsletterIssue(database.db, { slot, now: new Date(NOW) });
    expect(created).toBe(true);
    expect(issue.issue).toMatchObject({
      status: 'draft',
      locationSlug: 'boston-ma',
      issueDate: '2026-11-26',
    });
    const sections = new Set(issue.items.map((item) => item.section));
    expect([...sections]).toEqual([...NEWSLETTER_SECTIONS]);
    // Items in section order, once each.
    const keys = issue.items.map((item) => `${item.itemType}:${item.itemId}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const item of issue.items) {
      expect(item.title).not.toBe('');
      expect(item.path).toMatch(/^\/(event|roundup|collection|place)\//);
      expect(item.imageAlt).not.toBe('');
    }
    // Events carry the product's schedule text as of the send time.
    const weekend = issue.items.filter((item) => item.section === 'this-weekend');
    expect(weekend.length).toBeGreaterThan(0);
    for (const item of weekend) expect(item.scheduleText).toMatch(/\w/);
    // The roundup leads its section, followed by its recommendations.
    expect(issue.items.find((item) => item.section === 'roundup')?.itemType).toBe('roundup');

    // Composing again keeps the stored issue (an editor may have changed it).
    const again = await composeNewsletterIssue(database.db, { slot, now: new Date(NOW + 60_000) });
    expect(again).toMatchObject({ created: false, issue: { issue: { id: issue.issue.id } } });
  });

  it('renders an HTML part with absolute campaign links and alt texts, and a text part with the same items', async () => {
    const stored = await composedIssue();
    const email = toNewsletterEmailIssue(stored, { publicUrl: SITE });
    const rendered = await renderNewsletterIssue(email, {
      unsubscribeUrl: `${SITE}/newsletter/unsubscribe?token=abc`,
    });
    expect(rendered.subject).toBe(stored.issue.subject);
    expect(rendered.html).toMatch(/^<!doctype html>/i);

    const links = hrefs(rendered.html);
    expect(links.length).toBeGreaterThan(stored.items.length);
    for (const link of links) expect(link).toMatch(/^https:\/\/happenings\.test\//);
    for (const item of stored.items) {
      const href = links.find((link) => new URL(link.replaceAll('&amp;', '&')).pathname === item.path);
      expect(href, item.path).toBeDefined();
      const url = new URL(href!.replaceAll('&amp;', '&'));
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'newsletter-boston-ma-2026-11-26',
        utm_content: item.section,
      });
    }
    expect(links).toContain(`${SITE}/newsletter/unsubscribe?token=abc`);

    const pictures = images(rendered.html);
    expect(pictures.length).toBe(stored.items.filter((item) => item.imageUrl).length);
    for (const picture of pictures) {
      expect(picture).toMatch(/ alt="[^"]+"/);
      // The 600x400 card rendition (spec §9), not the original.
      expect(picture).toMatch(
        / src="https:\/\/happenings\.test\/media\/happenings\/image\/upload\/c_fill,w_600,h_400\//,
      );
    }

    for (const heading of ['THIS WEEKEND', 'EDITORS’ PICKS', 'NEW THIS WEEK', 'A COMMUNITY COLLECTION'])
      expect(rendered.text).toContain(heading);
    for (const item of stored.items) {
      expect(rendered.text).toContain(item.title);
      expect(rendered.text).toContain(`${SITE}${item.path}?utm_source=newsletter`);
    }
    expect(rendered.text).toContain(`Unsubscribe: ${SITE}/newsletter/unsubscribe?token=abc`);
    expect(rendered.text).not.toMatch(/<[a-z]/i);
  });

  it('gives a member what people they follow are interested in and their for-you picks, in one batch', async () => {
    const stored = await composedIssue();
    const [demo] = await runSql<{ id: string }>(
      database.db,
      `SELECT id FROM users WHERE email = '${DEMO_USER_EMAIL}'`,
    );
    const [nobody] = await runSql<{ id: string }>(
      database.db,
      `SELECT u.id FROM users u WHERE NOT EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = u.id)
         AND NOT EXISTS (SELECT 1 FROM interested i WHERE i.user_id = u.id)
         AND NOT EXISTS (SELECT 1 FROM user_categories c WHERE c.user_id = u.id) LIMIT 1`,
    );
    const parts = await listNewsletterPersonalParts(database.db, {
      issue: stored,
      userIds: [demo!.id, ...(nobody ? [nobody.id] : [])],
      siteUrl: SITE,
    });
    const part = parts.get(demo!.id);
    expect(part?.friendsInterested.length).toBeGreaterThan(0);
    expect(part?.forYou.length).toBeGreaterThan(0);
    for (const item of part!.friendsInterested) expect(item.note).toMatch(/follow/);
    // Nothing the location's issue already shows, nothing twice.
    const inIssue = new Set(stored.items.map((item) => `${SITE}${item.path}`));
    const personal = [...part!.friendsInterested, ...part!.forYou].map((item) => item.url);
    expect(personal.filter((url) => inIssue.has(url))).toEqual([]);
    expect(new Set(personal).size).toBe(personal.length);
    if (nobody) expect(parts.has(nobody.id)).toBe(false);

    const email = toNewsletterEmailIssue(stored, { publicUrl: SITE });
    const mine = await renderNewsletterIssue(email, { personal: part });
    const everyone = await renderNewsletterIssue(email);
    expect(mine.text).toContain('YOUR FRIENDS ARE INTERESTED');
    expect(mine.text).toContain('PICKED FOR YOU');
    expect(mine.text).toContain(part!.forYou[0]!.title);
    expect(everyone.text).not.toContain('PICKED FOR YOU');
    // The personal rows are spliced into the compiled issue: links with their section, no marker left, and the
    // Outlook conditional comments still paired.
    expect(mine.html).toContain('utm_content=for-you');
    expect(mine.html).toContain(`alt="${part!.forYou[0]!.imageAlt.replaceAll('"', '&quot;')}"`);
    for (const html of [mine.html, everyone.html]) expect(html).not.toContain('data-newsletter-');
    const unpaired = (html: string) =>
      html.split('<![endif]-->').length - html.split('<!--[if mso | IE]>').length;
    expect(unpaired(mine.html)).toBe(unpaired(everyone.html));
    expect(mine.html.split('<!--[if mso | IE]>').length).toBeGreaterThan(
      everyone.html.split('<!--[if mso | IE]>').length,
    );
    expect(everyone.html).not.toContain('utm_content=for-you');
    // The same part again comes from the compiled rows, identical.
    expect((await renderNewsletterIssue(email, { personal: part })).html).toBe(mine.html);
  });
});

async function composedIssue() {
  const slot = nextIssueSlot(schedule, 'boston-ma', NOW);
  const { issue } = await composeNewsletterIssue(database.db, { slot, now: new Date(NOW) });
  return issue;
}

describe('the weekly newsletter job', () => {
  it('composes ahead, releases at the send time, and the sender takes the issue once', async () => {
    const config = { newsletterSchedule: schedule };
    // Monday: the Washington issue is composed (Boston's already was), nothing is released.
    const monday = await runNewsletterIssues({ db: database.db, config, now: NOW });
    expect(monday.released).toEqual([]);
    const boston = await composedIssue();

    // A minute before Thursday 08:00 nothing goes; at 08:00 both locations' issues are released, once.
    const sendAt = boston.issue.sendAt.getTime();
    expect((await runNewsletterIssues({ db: database.db, config, now: sendAt - 60_000 })).released).toEqual(
      [],
    );
    const released = await runNewsletterIssues({ db: database.db, config, now: sendAt });
    expect(released.released).toContain(boston.issue.id);
    expect((await runNewsletterIssues({ db: database.db, config, now: sendAt + 60_000 })).released).toEqual(
      [],
    );
    expect((await findNewsletterIssue(database.db, boston.issue.id))?.issue.status).toBe('scheduled');

    // The sender's claim takes each issue once, however many ask at the same time.
    const claims = await Promise.all(
      [1, 2, 3].map(() => claimNewsletterIssueForSending(database.db, { now: new Date(sendAt) })),
    );
    const claimed = claims.filter((claim) => claim !== null).map((claim) => claim!.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    while (!claimed.includes(boston.issue.id)) {
      const next = await claimNewsletterIssueForSending(database.db, { now: new Date(sendAt) });
      expect(next).not.toBeNull();
      claimed.push(next!.id);
    }
    expect(
      await markNewsletterIssueSent(database.db, { issueId: boston.issue.id, now: new Date(sendAt) }),
    ).toBe(true);
    expect((await findNewsletterIssue(database.db, boston.issue.id))?.issue.status).toBe('sent');
  });
});
