import { describe, expect, it } from 'vitest';
import { describeInterpretation } from './interpretation';
import { buildSearchQuery, canonicalSearchPath, hasSearchInput, parseSearchParams } from './search-params';

describe('parseSearchParams', () => {
  it('reads every field and falls back to the cookie location', () => {
    const state = parseSearchParams(
      {
        q: ' jazz ',
        when: 'custom',
        from: '2026-12-01',
        to: '2026-12-03',
        categories: 'music,Arts',
        tab: 'people',
      },
      'boston-ma',
    );
    expect(state).toEqual({
      q: 'jazz',
      when: 'custom',
      from: '2026-12-01',
      to: '2026-12-03',
      categories: ['arts', 'music'],
      tab: 'people',
      location: 'boston-ma',
    });
  });

  it('moves a date phrase of the words to the date chip', () => {
    expect(parseSearchParams({ q: 'jazz this weekend' }, 'boston-ma')).toMatchObject({
      q: 'jazz',
      when: 'weekend',
    });
    expect(parseSearchParams({ q: 'Comedy next week' }, 'boston-ma')).toMatchObject({
      q: 'Comedy',
      when: 'next-week',
    });
    expect(parseSearchParams({ q: 'tomorrow' }, 'boston-ma')).toMatchObject({ q: '', when: 'tomorrow' });
  });

  it('leaves the words alone when a chip is chosen or no preset says the phrase', () => {
    expect(parseSearchParams({ q: 'jazz this weekend', when: 'today' }, 'boston-ma')).toMatchObject({
      q: 'jazz this weekend',
      when: 'today',
    });
    for (const q of ['jazz next weekend', 'jazz tomorrow night', 'weekender brunch']) {
      expect(parseSearchParams({ q }, 'boston-ma')).toMatchObject({ q, when: 'any' });
    }
  });

  it('ignores unknown values', () => {
    const state = parseSearchParams(
      { when: 'someday', from: '2026-12-01', tab: 'nope', categories: 'a b,<x>', location: 'atlantis' },
      'washington-dc',
    );
    expect(state).toMatchObject({
      when: 'any',
      from: null,
      tab: 'events',
      categories: [],
      location: 'washington-dc',
    });
    expect(hasSearchInput(state)).toBe(false);
  });

  it('reads the roundups tab (questions the community answers)', () => {
    expect(parseSearchParams({ q: 'ramen', tab: 'roundups' }, 'boston-ma').tab).toBe('roundups');
    expect(buildSearchQuery({ q: 'ramen', tab: 'roundups' })).toBe('?q=ramen&tab=roundups');
  });

  it('reads repeated category parameters (a form without JavaScript sends one per checkbox)', () => {
    expect(parseSearchParams({ categories: ['music', 'comedy'] }, 'boston-ma').categories).toEqual([
      'comedy',
      'music',
    ]);
  });
});

describe('buildSearchQuery', () => {
  it('leaves defaults out and round-trips', () => {
    expect(buildSearchQuery({ q: '', when: 'any', categories: [], tab: 'events' })).toBe('');
    const query = buildSearchQuery({
      q: 'jazz bar',
      when: 'weekend',
      categories: ['music', 'arts'],
      tab: 'places',
    });
    expect(query).toBe('?q=jazz+bar&when=weekend&categories=arts%2Cmusic&tab=places');
    const back = parseSearchParams(Object.fromEntries(new URLSearchParams(query)), 'boston-ma');
    expect(back).toMatchObject({
      q: 'jazz bar',
      when: 'weekend',
      categories: ['arts', 'music'],
      tab: 'places',
    });
  });

  it('writes the custom range only with when=custom, and the location only when asked', () => {
    expect(buildSearchQuery({ when: 'today', from: '2026-12-01' })).toBe('?when=today');
    expect(
      buildSearchQuery(
        { when: 'custom', from: '2026-12-01', to: '2026-12-02', location: 'washington-dc' },
        { includeLocation: true },
      ),
    ).toBe('?when=custom&from=2026-12-01&to=2026-12-02&location=washington-dc');
  });
});

describe('canonicalSearchPath', () => {
  it('keeps only the words', () => {
    expect(canonicalSearchPath({ q: '' })).toBe('/search');
    expect(canonicalSearchPath({ q: 'jazz & blues' })).toBe('/search?q=jazz%20%26%20blues');
  });
});

describe('describeInterpretation', () => {
  it('joins the words, the date phrase and the neighbourhood', () => {
    const base = { start: null, end: null };
    expect(
      describeInterpretation({ ...base, text: 'jazz', dateText: 'this weekend', neighbourhood: null }),
    ).toBe('Jazz · this weekend');
    expect(
      describeInterpretation({
        ...base,
        text: '',
        dateText: 'Tomorrow night',
        neighbourhood: { slug: 'back-bay', name: 'Back Bay' },
      }),
    ).toBe('Tomorrow night · Back Bay');
    expect(describeInterpretation({ ...base, text: 'jazz', dateText: null, neighbourhood: null })).toBeNull();
  });
});
