import { type APIRequestContext, expect, type Page } from '@playwright/test';

export interface E2EOccurrence {
  startsAt: string;
  localDate: string;
}

export interface E2EExperience {
  id: string;
  name: string;
  slug: string;
  status: string | null;
  interested: number;
  schedule: { text: string };
  where: { name: string; address: string; city: string; state: string; lat?: number; lng?: number };
  nextOccurrences: E2EOccurrence[];
  media?: unknown[];
}

/**
 * A seeded Boston event going ahead as planned, with a venue, coordinates, a picture and upcoming dates. The picture
 * also tells it from the events other tests of the run create (those have none, and one made for today would list
 * first).
 */
export async function findUpcomingEvent(request: APIRequestContext, skip = 0): Promise<E2EExperience> {
  const list = await request.get('/api/v1/events', {
    params: { location: 'boston-ma', size: 60, hide: 'past,canceled,postponed,rescheduled' },
  });
  if (!list.ok()) throw new Error(`events not listed: ${list.status()}`);
  const items = ((await list.json()) as { items: { experience: E2EExperience }[] }).items;
  const seen = new Set<string>();
  let found = 0;
  for (const { experience } of items) {
    if (seen.has(experience.slug)) continue;
    seen.add(experience.slug);
    if (!experience.where.name || typeof experience.where.lat !== 'number') continue;
    const detail = (await (
      await request.get(`/api/v1/experiences/slug/${experience.slug}`)
    ).json()) as E2EExperience;
    if (detail.nextOccurrences.length === 0 || !detail.media?.length) continue;
    if (found === skip) return detail;
    found += 1;
  }
  throw new Error('no upcoming seeded event found');
}

/** Creates and publishes an event through the API as `token`'s user (status: CANCELED, POSTPONED…). */
export async function createPublishedEvent(
  request: APIRequestContext,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<E2EExperience> {
  const start = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const response = await request.post('/api/v1/experiences', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: `E2E Lantern Walk ${Date.now().toString(36)}`,
      shortDescription: 'An evening walk with paper lanterns along the river.',
      description: 'Bring a lantern or borrow one of ours.\n\nThe walk is about an hour long.',
      when: { startDate: start, endDate: start, startTime: '18:30', endTime: '20:00' },
      where: {
        name: 'Charles River Esplanade',
        address: '100 Embankment Rd',
        city: 'Boston',
        state: 'MA',
        lat: 42.3559,
        lng: -71.0752,
      },
      categories: [],
      publishState: 'PUBLISHED',
      ...overrides,
    },
  });
  if (!response.ok()) throw new Error(`event not created: ${response.status()} ${await response.text()}`);
  const created = (await response.json()) as { slug: string };
  return (await (await request.get(`/api/v1/experiences/slug/${created.slug}`)).json()) as E2EExperience;
}

/**
 * On an event page not yet marked: presses Interested and checks the button turns pressed and the count goes up
 * by one. Returns the new count.
 */
export async function markInterestedOnEventPage(page: Page): Promise<number> {
  const button = page.getByRole('button', { name: /Interested/ });
  const count = page.getByTestId('interested-count');
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  const before = Number.parseInt((await count.textContent()) ?? '', 10);
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(count).toContainText(String(before + 1));
  return before + 1;
}
