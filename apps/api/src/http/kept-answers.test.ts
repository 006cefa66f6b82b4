/**
 * Signed-out searches, the discover root and public streams' first pages, kept in the API process's memory
 * (kept-answers.ts, cache/hot-answers.ts): the same request is answered from memory, and a change to what they show
 * (an interest, unpublishing) shows on the next request, whichever way it was written, as far as the shared cache
 * behind them shows it.
 */
import { experiences } from '@happenings/db/experiences';
import { makeExperience, makeLocation } from '@happenings/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeStream } from '../features/discover/discover.fixtures.ts';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';
import { type SignedUpUser, signUp } from '../testing/sign-up.ts';

// Friday 20 November 2026, 10:00 in Boston.
const NOW = Date.parse('2026-11-20T15:00:00Z');
const at = (iso: string) => new Date(iso);

async function eventually(check: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + 2_000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('not within 2 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

interface Item {
  id: string;
  name: string;
  interested?: number;
}

describe('signed-out answers kept in memory', () => {
  let t: TestApp;
  let bob: SignedUpUser;
  let jazz: { id: string };

  beforeAll(async () => {
    t = await createTestApp({ clock: () => NOW, withHotAnswers: true });
    const db = t.database.db;
    await makeLocation(db, 'boston-ma');
    await makeStream(db, { slug: 'popular-experiences', title: 'Popular', position: 1 });
    jazz = await makeExperience(db, {
      name: 'Kept Jazz Night',
      occurrences: [{ startsAt: at('2026-11-21T01:00:00Z'), endsAt: at('2026-11-21T04:00:00Z') }],
    });
    await makeExperience(db, {
      name: 'Kept Jazz Brunch',
      occurrences: [{ startsAt: at('2026-11-22T16:00:00Z'), endsAt: at('2026-11-22T18:00:00Z') }],
    });
    bob = await signUp(t, { username: 'bob_kept' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const searchItems = async () => {
    const res = await t.app.request('/api/v1/search?q=kept%20jazz&location=boston-ma&type=experiences');
    expect(res.status).toBe(200);
    return ((await res.json()) as { experiences: { items: Item[] } }).experiences.items;
  };
  const rootItems = async () => {
    const res = await t.app.request('/api/v1/discover?location=boston-ma');
    expect(res.status).toBe(200);
    const root = (await res.json()) as { streams: Array<{ slug: string; items?: Item[] }> };
    return root.streams.find((stream) => stream.slug === 'popular-experiences')?.items ?? [];
  };
  const streamItems = async () => {
    const res = await t.app.request('/api/v1/discover/popular-experiences?location=boston-ma');
    expect(res.status).toBe(200);
    return ((await res.json()) as { items: Item[] }).items;
  };

  it('answers the same signed-out request from memory', async () => {
    expect((await searchItems()).map((item) => item.name).sort()).toEqual([
      'Kept Jazz Brunch',
      'Kept Jazz Night',
    ]);
    expect((await rootItems()).map((item) => item.name)).toContain('Kept Jazz Night');
    expect((await streamItems()).map((item) => item.name)).toContain('Kept Jazz Night');
    const namespaces = vi.spyOn(t.deps.cache, 'namespace');
    try {
      expect(await searchItems()).toHaveLength(2);
      expect((await rootItems()).map((item) => item.name)).toContain('Kept Jazz Night');
      expect((await streamItems()).map((item) => item.name)).toContain('Kept Jazz Night');
      expect(namespaces).not.toHaveBeenCalled();
    } finally {
      namespaces.mockRestore();
    }
  });

  it('shows an interest and an unpublishing on the next request', async () => {
    await searchItems();
    await rootItems();
    expect((await streamItems()).find((item) => item.id === jazz.id)?.interested).toBe(0);
    const marked = await t.app.request(`/api/v1/interested/experience/${jazz.id}`, {
      method: 'POST',
      headers: bob.headers,
    });
    expect(marked.status).toBeLessThan(300);
    expect((await searchItems()).find((item) => item.id === jazz.id)?.interested).toBe(1);
    expect((await streamItems()).find((item) => item.id === jazz.id)?.interested).toBe(1);
    // The root's shared copy keeps its counts for its minute (discover.routes.ts); what it lists is checked.

    // Straight in the database, as a job or an operator would: once its notice is in (milliseconds).
    await t.database.db
      .update(experiences)
      .set({ publishState: 'NOT_PUBLISHED' })
      .where(eq(experiences.id, jazz.id));
    await eventually(async () => !(await searchItems()).some((item) => item.id === jazz.id));
    expect((await rootItems()).map((item) => item.id)).not.toContain(jazz.id);
    expect((await streamItems()).map((item) => item.id)).not.toContain(jazz.id);
  });

  it('keeps a signed-in caller’s and a later page’s answers out of memory', async () => {
    await makeExperience(t.database.db, {
      name: 'Kept Jazz Matinee',
      occurrences: [{ startsAt: at('2026-11-21T19:00:00Z'), endsAt: at('2026-11-21T21:00:00Z') }],
    });
    const first = await t.app.request('/api/v1/discover/popular-experiences?location=boston-ma&limit=1');
    const { nextCursor } = (await first.json()) as { nextCursor: string | null };
    expect(nextCursor).not.toBeNull();
    const later = `/api/v1/discover/popular-experiences?location=boston-ma&limit=1&cursor=${encodeURIComponent(nextCursor!)}`;
    // The signed-out first page is kept now; a signed-in caller asking the same address must not be given it.
    expect((await t.app.request('/api/v1/discover/popular-experiences?location=boston-ma')).status).toBe(200);
    const keep = vi.spyOn(t.deps.hotAnswers!, 'keep');
    const namespaces = vi.spyOn(t.deps.cache, 'namespace');
    try {
      expect((await t.app.request(later)).status).toBe(200);
      expect((await t.app.request(later)).status).toBe(200);
      const signedIn = await t.app.request('/api/v1/discover/popular-experiences?location=boston-ma', {
        headers: bob.headers,
      });
      expect(signedIn.status).toBe(200);
      expect(keep).not.toHaveBeenCalled();
      expect(namespaces).toHaveBeenCalled();
    } finally {
      keep.mockRestore();
      namespaces.mockRestore();
    }
  });
});
