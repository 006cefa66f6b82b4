import { describe, expect, it } from 'vitest';
import { listVisibleSections, readSectionCount } from './back-office-sections';

const overview = (roles: ('admin' | 'editor' | 'moderator')[]) => ({
  roles,
  reviews: { waiting: 4, byLocation: { 'boston-ma': 4 } },
  reports: { open: 2 },
});

describe('the back office navigation', () => {
  it('shows an editor Review (with what waits), Curation, Newsletter and Calendars, not People, Audit log or Reports', () => {
    const sections = listVisibleSections(overview(['editor']));
    expect(sections.map((section) => [section.label, section.count])).toEqual([
      ['Review', 4],
      ['Curation', null],
      ['Newsletter', null],
      ['Calendars', null],
    ]);
  });

  it('shows a moderator Reports only, with the open reports', () => {
    expect(
      listVisibleSections(overview(['moderator'])).map((section) => [section.label, section.count]),
    ).toEqual([['Reports', 2]]);
  });

  it('shows an admin every section', () => {
    expect(listVisibleSections(overview(['admin'])).map((section) => section.label)).toEqual([
      'Review',
      'Reports',
      'Curation',
      'Newsletter',
      'Calendars',
      'People',
      'Audit log',
    ]);
  });

  it('reads a count by its dotted path, and none where the overview has no number there', () => {
    expect(readSectionCount({ reports: { open: 2 } }, 'reports.open')).toBe(2);
    expect(readSectionCount({ reports: {} }, 'reports.open')).toBeNull();
    expect(readSectionCount({ reports: { open: '2' } }, 'reports.open')).toBeNull();
    expect(readSectionCount({}, 'constructor.name')).toBeNull();
    expect(readSectionCount({ reviews: { waiting: 1 } }, undefined)).toBeNull();
  });
});
