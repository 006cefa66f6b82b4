/**
 * Searching Boston against the real API: a date phrase in the words, a date chip and a category chip, each
 * showing exactly what the API answers for that day or category.
 */

import type { components } from '@happenings/client';
import { getLocation } from '@happenings/domain/locations';
import { addLocalDays, formatLocalDate, toZoned } from '@happenings/domain/time';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { getJson } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp } from '../../../test/app-harness.tsx';

type SearchResult = components['schemas']['SearchResult'];
type Category = components['schemas']['Category'];

const BOSTON = getLocation('boston-ma');

/** The slugs the API finds in Boston for these extra query parameters, in its order. */
async function apiSlugs(query: string): Promise<string[]> {
  const { status, body } = await getJson<SearchResult>(
    `/api/v1/search?location=boston-ma&type=experiences&limit=20&${query}`,
  );
  expect(status).toBe(200);
  return (body.experiences?.items ?? []).flatMap((item) => (item ? [item.slug] : []));
}

/** Boston's local date `days` from today: 'YYYY-MM-DD'. */
function bostonDate(days: number): string {
  const today = toZoned(Date.now(), BOSTON.timeZone);
  return formatLocalDate(addLocalDays({ ...today, hour: 0, minute: 0, second: 0 }, days));
}

/**
 * Waits for the list to show the start of `expected`, in order (the list draws its first rows only until it
 * is scrolled) and nothing else.
 */
async function expectShown(expected: readonly string[]): Promise<void> {
  await waitFor(() => {
    const shown = within(screen.getByTestId('search-results'))
      .queryAllByTestId(/^experience-/)
      .map((card) => String(card.props.testID).replace(/^experience-/, ''));
    expect(shown.length).toBeGreaterThanOrEqual(Math.min(expected.length, 5));
    expect(shown).toEqual(expected.slice(0, shown.length));
  });
}

describe('Search', () => {
  beforeEach(resetDevice);

  it('understands a date phrase in the words', async () => {
    const expected = await apiSlugs('q=tomorrow');
    startApp({ initialUrl: '/search' });

    const input = await screen.findByLabelText('Search Boston');
    fireEvent.changeText(input, 'tomorrow');
    fireEvent(input, 'submitEditing');

    expect(await screen.findByText('Showing events tomorrow')).toBeTruthy();
    await expectShown(expected);
  });

  it("narrows the results to tomorrow's events with the Tomorrow chip", async () => {
    const tomorrow = bostonDate(1);
    const expected = await apiSlugs(`start=${tomorrow}&end=${tomorrow}`);
    const upcoming = await apiSlugs('');
    expect(expected.length).toBeGreaterThan(0);
    // Without the date the list would start otherwise, so the test tells a filtered list from an unfiltered one.
    expect(upcoming.slice(0, 5)).not.toEqual(expected.slice(0, 5));
    startApp({ initialUrl: '/search' });

    const dates = await screen.findByTestId('search-dates');
    const chip = within(dates).getByRole('radio', { name: 'Tomorrow' });
    fireEvent.press(chip);

    await expectShown(expected);
    expect(screen.getByText('Showing events tomorrow')).toBeTruthy();
    expect(chip.props.accessibilityState).toMatchObject({ checked: true });

    // The chosen chip again clears the date: nothing is asked for any more.
    fireEvent.press(within(dates).getByRole('radio', { name: 'Tomorrow' }));
    expect(await screen.findByText(/pick a date or a category/)).toBeTruthy();
  });

  it('narrows the results to a category', async () => {
    const { body } = await getJson<{ items: Category[] }>('/api/v1/categories');
    const upcoming = await apiSlugs('');
    let chosen: { category: Category; slugs: string[] } | null = null;
    for (const category of body.items) {
      const slugs = await apiSlugs(`categories=${category.slug}`);
      if (slugs.length > 0 && slugs[0] !== upcoming[0]) {
        chosen = { category, slugs };
        break;
      }
    }
    if (!chosen) throw new Error('the demo data has no category with upcoming events');
    startApp({ initialUrl: '/search' });

    const categories = await screen.findByTestId('search-categories');
    fireEvent.press(within(categories).getByRole('checkbox', { name: chosen.category.name }));

    await expectShown(chosen.slugs);
    expect(
      within(categories).getByRole('checkbox', { name: chosen.category.name }).props.accessibilityState,
    ).toMatchObject({ checked: true });
  });
});
