/**
 * Issue 27: the editors' calls on the coming newsletter issue and the public archive, over real HTTP handling and a
 * real database; the test send goes through the product's mailer to a real SMTP server.
 */

import { findNewsletterIssue, markNewsletterIssueSent } from '@happenings/db/newsletter';
import { makeExperience, makeLocation } from '@happenings/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../mail/mailer.ts';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { type SignedUpUser, signUp } from '../../testing/sign-up.ts';
import { signUpStaff } from '../../testing/sign-up-staff.ts';
import { decodeMailText, type SmtpCapture, startSmtpCapture } from '../../testing/smtp-capture.ts';
import { makeImage } from '../discover/discover.fixtures.ts';

// Monday 23 November 2026, 10:00 in Boston; the coming issue is Thursday the 26th, 08:00.
const NOW = Date.parse('2026-11-23T15:00:00Z');
let now = NOW;

let t: TestApp;
let smtp: SmtpCapture;
let editor: SignedUpUser;
let moderator: SignedUpUser;
let member: SignedUpUser;

const image = (name: string, alt?: string) => ({
  ...makeImage(),
  public_id: `seed/${name}`,
  secure_url: `http://localhost:3000/media/happenings/image/upload/v1/seed/${name}.jpg`,
  ...(alt ? { alt } : {}),
});

const saturdayNight = new Date('2026-11-29T01:00:00Z'); // Sat 28 Nov, 20:00 in Boston

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({
    clock: () => now,
    // The product's mailer, over SMTP to a server this test runs.
    mailer: createMailer({ smtpUrl: smtp.url, from: 'Happenings <hello@happenings.test>', outboxDir: '' }),
  });
  for (const [name, alt] of [
    ['Harbor Jazz Night', 'A trio on a boat at dusk'],
    ['Winter Lights Walk', undefined],
    ['Makers Market', 'Stalls under string lights'],
  ] as const) {
    await makeExperience(t.database.db, {
      name,
      slug: name.toLowerCase().replaceAll(' ', '-'),
      media: [image(name.toLowerCase().replaceAll(' ', '-'), alt)],
      startAt: saturdayNight,
      endAt: new Date(saturdayNight.getTime() + 2 * 3600_000),
      publishedAt: new Date(NOW - 86_400_000),
      occurrences: [{ startsAt: saturdayNight, endsAt: new Date(saturdayNight.getTime() + 2 * 3600_000) }],
    });
  }
  await makeExperience(t.database.db, {
    name: 'Lantern Parade',
    slug: 'lantern-parade',
    startAt: new Date('2026-12-02T23:00:00Z'),
    endAt: new Date('2026-12-03T01:00:00Z'),
    occurrences: [{ startsAt: new Date('2026-12-02T23:00:00Z'), endsAt: new Date('2026-12-03T01:00:00Z') }],
  });
  editor = await signUpStaff(t, ['editor'], { email: 'editor@example.com' });
  moderator = await signUpStaff(t, ['moderator']);
  member = await signUp(t);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

type Issue = {
  id: string;
  status: string;
  issueDate: string;
  sendAt: string;
  subject: string;
  intro: string;
  sections: Array<{
    key: string;
    items: Array<{ id: string; title: string; path: string; imageUrl: string | null; imageAlt: string }>;
  }>;
};

const call = (path: string, user: SignedUpUser | null, init: { method?: string; body?: unknown } = {}) =>
  t.app.request(path, {
    method: init.method ?? 'GET',
    headers: {
      ...(user ? user.headers : {}),
      'content-type': 'application/json',
      origin: 'http://localhost:3000',
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });

const coming = async (): Promise<Issue> => {
  const res = await call('/api/v1/staff/newsletter/locations/boston-ma/coming', editor);
  expect(res.status).toBe(200);
  return (await res.json()) as Issue;
};
const weekendTitles = (issue: Issue) =>
  issue.sections.find((section) => section.key === 'this-weekend')!.items.map((item) => item.title);

describe('who may work on the coming issue', () => {
  it('answers 401 signed out, 404 to a member (the back office is not advertised), 403 to a moderator', async () => {
    const path = '/api/v1/staff/newsletter/locations/boston-ma/coming';
    expect((await call(path, null)).status).toBe(401);
    expect((await call(path, member)).status).toBe(404);
    expect((await call(path, moderator)).status).toBe(403);
    const issue = await coming();
    for (const [method, suffix] of [
      ['PATCH', ''],
      ['POST', '/test-send'],
      ['GET', '/preview'],
    ] as const) {
      const res = await call(`/api/v1/staff/newsletter/issues/${issue.id}${suffix}`, member, {
        method,
        body: method === 'PATCH' ? { intro: 'Hello' } : undefined,
      });
      expect(res.status, `${method} ${suffix}`).toBe(404);
    }
  });
});

describe('the coming Boston issue', () => {
  it('is composed on first open: Thursday’s draft with the weekend’s events and their alt texts', async () => {
    const issue = await coming();
    expect(issue).toMatchObject({
      status: 'draft',
      issueDate: '2026-11-26',
      sendAt: '2026-11-26T13:00:00.000Z',
    });
    expect(weekendTitles(issue).sort()).toEqual(['Harbor Jazz Night', 'Makers Market', 'Winter Lights Walk']);
    const items = issue.sections.flatMap((section) => section.items);
    expect(items.find((item) => item.title === 'Harbor Jazz Night')?.imageAlt).toBe(
      'A trio on a boat at dusk',
    );
    // No alt text given: the event's name stands in for it.
    expect(items.find((item) => item.title === 'Winter Lights Walk')?.imageAlt).toBe('Winter Lights Walk');
    // Opening it again answers the same issue.
    expect((await coming()).id).toBe(issue.id);
  });

  it('changes the intro and subject, and refuses an empty change or an empty intro naming the field', async () => {
    const issue = await coming();
    const res = await call(`/api/v1/staff/newsletter/issues/${issue.id}`, editor, {
      method: 'PATCH',
      body: { intro: 'Snow or not, Boston goes out.\n\nHere is how.', subject: 'A bright weekend' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      intro: 'Snow or not, Boston goes out.\n\nHere is how.',
      subject: 'A bright weekend',
    });

    const empty = await call(`/api/v1/staff/newsletter/issues/${issue.id}`, editor, {
      method: 'PATCH',
      body: {},
    });
    expect(empty.status).toBe(400);
    const blank = await call(`/api/v1/staff/newsletter/issues/${issue.id}`, editor, {
      method: 'PATCH',
      body: { intro: '   ' },
    });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(await blank.json())).toContain('body.intro');
    const unknown = await call(
      '/api/v1/staff/newsletter/issues/00000000-0000-4000-8000-000000000000',
      editor,
      {
        method: 'PATCH',
        body: { intro: 'x' },
      },
    );
    expect(unknown.status).toBe(404);
    expect((await call('/api/v1/staff/newsletter/issues/not-a-uuid', editor)).status).toBe(400);
  });

  it('moves an item up within its section, removes one and adds one found by name', async () => {
    const issue = await coming();
    const before = weekendTitles(issue);
    const second = issue.sections.find((section) => section.key === 'this-weekend')!.items[1]!;
    const moved = await call(`/api/v1/staff/newsletter/issues/${issue.id}/items/${second.id}/move`, editor, {
      method: 'POST',
      body: { direction: 'up' },
    });
    expect(moved.status).toBe(200);
    expect(weekendTitles((await moved.json()) as Issue)).toEqual([before[1], before[0], before[2]]);
    const badMove = await call(
      `/api/v1/staff/newsletter/issues/${issue.id}/items/${second.id}/move`,
      editor,
      {
        method: 'POST',
        body: { direction: 'sideways' },
      },
    );
    expect(badMove.status).toBe(400);

    const removed = await call(`/api/v1/staff/newsletter/issues/${issue.id}/items/${second.id}`, editor, {
      method: 'DELETE',
    });
    expect(weekendTitles((await removed.json()) as Issue)).not.toContain(second.title);
    const again = await call(`/api/v1/staff/newsletter/issues/${issue.id}/items/${second.id}`, editor, {
      method: 'DELETE',
    });
    expect(again.status).toBe(404);

    const search = await call('/api/v1/staff/newsletter/locations/boston-ma/candidates?q=lantern', editor);
    const { candidates } = (await search.json()) as {
      candidates: Array<{ itemType: string; itemId: string }>;
    };
    expect(candidates).toEqual([
      expect.objectContaining({ itemType: 'experience', title: 'Lantern Parade' }),
    ]);
    expect((await call('/api/v1/staff/newsletter/locations/boston-ma/candidates?q=l', editor)).status).toBe(
      400,
    );
    const added = await call(`/api/v1/staff/newsletter/issues/${issue.id}/items`, editor, {
      method: 'POST',
      body: { section: 'editor-picks', itemType: 'experience', itemId: candidates[0]!.itemId },
    });
    expect(added.status).toBe(201);
    const withPick = (await added.json()) as Issue;
    expect(
      withPick.sections.find((section) => section.key === 'editor-picks')!.items.map((i) => i.path),
    ).toContain('/event/lantern-parade');
    const twice = await call(`/api/v1/staff/newsletter/issues/${issue.id}/items`, editor, {
      method: 'POST',
      body: { section: 'this-weekend', itemType: 'experience', itemId: candidates[0]!.itemId },
    });
    expect(twice.status).toBe(409);
    const missing = await call(`/api/v1/staff/newsletter/issues/${issue.id}/items`, editor, {
      method: 'POST',
      body: { section: 'this-weekend', itemType: 'roundup', itemId: 'no-such-roundup' },
    });
    expect(missing.status).toBe(404);
    const badSection = await call(`/api/v1/staff/newsletter/issues/${issue.id}/items`, editor, {
      method: 'POST',
      body: { section: 'for-you', itemType: 'experience', itemId: candidates[0]!.itemId },
    });
    expect(badSection.status).toBe(400);
  });

  it('previews as the e-mail renders, and a test send reaches the editor’s address over SMTP', async () => {
    const issue = await coming();
    const preview = await call(`/api/v1/staff/newsletter/issues/${issue.id}/preview`, editor);
    expect(preview.status).toBe(200);
    const rendered = (await preview.json()) as { subject: string; html: string; text: string };
    expect(rendered.subject).toBe('A bright weekend');
    expect(rendered.html).toContain('Snow or not, Boston goes out.');
    const withPictures = issue.sections.flatMap((section) => section.items).filter((item) => item.imageUrl);
    expect(withPictures.length).toBeGreaterThan(0);
    for (const item of withPictures) expect(rendered.html).toContain(`alt="${item.imageAlt}"`);
    expect(rendered.text).toContain('http://localhost:3000/event/lantern-parade?utm_source=newsletter');

    const sent = await call(`/api/v1/staff/newsletter/issues/${issue.id}/test-send`, editor, {
      method: 'POST',
    });
    expect(sent.status).toBe(202);
    expect(await sent.json()).toEqual({ to: 'editor@example.com' });
    // The account's own verification mail came first: wait for the test issue.
    const isTestIssue = (raw: string) => raw.includes('Subject: [Test] A bright weekend');
    for (let waited = 0; !smtp.messages.some((m) => isTestIssue(m.raw)) && waited < 5000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const mail = smtp.messages.find((m) => isTestIssue(m.raw) && m.to.includes('editor@example.com'));
    expect(mail).toBeDefined();
    const raw = decodeMailText(mail!.raw);
    expect(raw).toContain('Subject: [Test] A bright weekend');
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
    expect(raw).toContain('Lantern Parade');
  });

  it('limits test sends per editor', async () => {
    const issue = await coming();
    let status = 202;
    for (let i = 0; i < 12 && status === 202; i += 1)
      status = (
        await call(`/api/v1/staff/newsletter/issues/${issue.id}/test-send`, editor, { method: 'POST' })
      ).status;
    expect(status).toBe(429);
  });
});

describe('sending time and the archive', () => {
  it('goes at once when an editor sets the time to now; then it is no longer editable, and public once sent', async () => {
    const issue = await coming();
    const archive = `/api/v1/newsletter/archive/boston-ma/${issue.issueDate}`;
    expect((await call(archive, null)).status).toBe(404);

    const res = await call(`/api/v1/staff/newsletter/issues/${issue.id}`, editor, {
      method: 'PATCH',
      body: { sendAt: new Date(now).toISOString() },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'scheduled' });
    const late = await call(`/api/v1/staff/newsletter/issues/${issue.id}`, editor, {
      method: 'PATCH',
      body: { intro: 'Too late' },
    });
    expect(late.status).toBe(409);
    // Released but not yet sent: not in the archive.
    expect((await call(archive, null)).status).toBe(404);

    // The sender's last step (H4's newsletter-sending job calls it once every recipient has theirs).
    await markNewsletterIssueSent(t.database.db, { issueId: issue.id, now: new Date(now) });
    const page = await call(archive, null);
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({ status: 'sent', subject: 'A bright weekend' });
    const list = await call('/api/v1/newsletter/archive/boston-ma', null);
    expect(await list.json()).toMatchObject({
      issues: [{ issueDate: '2026-11-26', subject: 'A bright weekend' }],
    });
    expect((await call('/api/v1/newsletter/archive/boston-ma/2026-13-40', null)).status).toBe(400);
    expect((await call('/api/v1/newsletter/archive/atlantis', null)).status).toBe(400);

    // The next coming issue is the following Thursday's.
    now = Date.parse('2026-11-26T14:00:00Z');
    expect((await coming()).issueDate).toBe('2026-12-03');
  });
});

describe('a send time an editor moves', () => {
  it('releases the issue on that moment, on the job engine as the server runs it', async () => {
    const live = await createTestApp({ withJobs: true });
    try {
      const liveEditor = await signUpStaff(live, ['editor']);
      await makeLocation(live.database.db, 'washington-dc');
      const open = await live.app.request('/api/v1/staff/newsletter/locations/washington-dc/coming', {
        headers: liveEditor.headers,
      });
      const issue = (await open.json()) as Issue;
      const sendAt = new Date(Date.now() + 1500).toISOString();
      const res = await live.app.request(`/api/v1/staff/newsletter/issues/${issue.id}`, {
        method: 'PATCH',
        headers: { ...liveEditor.headers, origin: 'http://localhost:3000' },
        body: JSON.stringify({ sendAt }),
      });
      expect(await res.json()).toMatchObject({ status: 'draft', sendAt });
      const status = async () => (await findNewsletterIssue(live.database.db, issue.id))?.issue.status;
      const deadline = Date.now() + 10_000;
      while ((await status()) === 'draft' && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await status()).toBe('scheduled');
    } finally {
      await live.close();
    }
  }, 30_000);
});
