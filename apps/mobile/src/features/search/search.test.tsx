/**
 * Searching Boston against the real API: a date phrase in the words, a date chip and a category chip, each
 * showing exactly what the API answers for that day or category.
 */

import type { components } from '@happenings/client';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { getJson } from '../../../test/api-fixtures.ts';
import { resetDevice, startApp } from '../../../test/app-harness.tsx';

type SearchResult = components['schemas']['SearchResult'];
type Category = components['schemas']['Category'];

/** The slugs the API finds in Boston for these extra query parameters, in its order. */
async function apiSlugs(query: string): Promise<string[]> {
  const { status, body } = await getJson<SearchResult>(
    `/api/v1/search?location=boston-ma&type=experiences&limit=20&${query}`,
  );
  expect(status).toBe(200);
  return (body.experiences?.items ?? []).flatMap((item) => (item ? [item.slug] : []));
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

  // "Next week" never holds the events of today or tomorrow, which an unfiltered list starts with at any hour (late
  // in the evening it starts with tomorrow's), so the filtered list always starts otherwise.
  it("narrows the results to next week's events with the Next week chip", async () => {
    const { body: window } = await getJson<SearchResult>(
      `/api/v1/search?location=boston-ma&type=places&limit=1&q=${encodeURIComponent('next week')}`,
    );
    const { start, end } = window.query ?? {};
    if (!start || !end) throw new Error('the API did not read "next week" as a date window');
    const expected = await apiSlugs(`start=${start}&end=${end}`);
    const upcoming = await apiSlugs('');
    expect(expected.length).toBeGreaterThan(0);
    expect(upcoming.slice(0, 5)).not.toEqual(expected.slice(0, 5));
    startApp({ initialUrl: '/search' });

    const dates = await screen.findByTestId('search-dates');
    const chip = within(dates).getByRole('radio', { name: 'Next week' });
    fireEvent.press(chip);

    await expectShown(expected);
    expect(screen.getByText('Showing events next week')).toBeTruthy();
    expect(chip.props.accessibilityState).toMatchObject({ checked: true });

    // The chosen chip again clears the date: nothing is asked for any more.
    fireEvent.press(within(dates).getByRole('radio', { name: 'Next week' }));
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
