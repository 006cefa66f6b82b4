/**
 * The sections of the back office (/admin), in the order its navigation lists them. Each names the staff roles
 * that may open it (docs/moderation.md, the permissions table) and, optionally, where its waiting count sits in
 * the answer of GET /api/v1/staff/overview, as a dotted path (`reviews.waiting`). A section whose count the
 * overview does not carry yet simply shows none, so a section can be listed before its count exists.
 */
import type { components } from '@happenings/client';
import { hasStaffRole } from '@happenings/domain/staff';

export type StaffRole = components['schemas']['StaffOverview']['roles'][number];
export type StaffOverview = components['schemas']['StaffOverview'];

export interface BackOfficeSection {
  href: string;
  label: string;
  /** Any of these roles opens the section; an admin opens every section (docs/moderation.md: Roles). */
  roles: readonly StaffRole[];
  /** A dotted path to a number in the overview: the count shown beside the label. */
  countKey?: string;
  /** One line for the overview page. */
  description: string;
}

export const BACK_OFFICE_SECTIONS: readonly BackOfficeSection[] = [
  {
    href: '/admin/review',
    label: 'Review',
    roles: ['editor'],
    countKey: 'reviews.waiting',
    description: 'Events waiting for an editor before they are published.',
  },
  {
    href: '/admin/reports',
    label: 'Reports',
    roles: ['moderator'],
    countKey: 'reports.open',
    description: 'What visitors reported, grouped per item.',
  },
  {
    href: '/admin/curation',
    label: 'Curation',
    roles: ['editor'],
    description: 'Editor picks, top picks, boosts, recommendations, contests and feature flags.',
  },
  {
    href: '/admin/newsletter',
    label: 'Newsletter',
    roles: ['editor'],
    description: 'The coming issue of each city: intro, order, items, send time, preview and a test send.',
  },
  {
    href: '/admin/calendars',
    label: 'Calendars',
    roles: ['editor'],
    description:
      'Connect the calendars of hosts and venues, see their import reports, confirm proposed places.',
  },
  {
    href: '/admin/people',
    label: 'People',
    roles: ['admin'],
    description: 'Find accounts and grant or remove staff roles.',
  },
  {
    href: '/admin/audit',
    label: 'Audit log',
    roles: ['admin'],
    description: 'Every staff action: who, what, when, and what it changed.',
  },
];

/** Whether an account holding `held` may open `section`. */
export function canOpenSection(
  section: Pick<BackOfficeSection, 'roles'>,
  held: readonly StaffRole[],
): boolean {
  return hasStaffRole(held, section.roles);
}

/** The number at `countKey` in the overview, or null when the overview does not carry it. */
export function readSectionCount(overview: unknown, countKey: string | undefined): number | null {
  if (!countKey) return null;
  let value: unknown = overview;
  for (const part of countKey.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, part)) return null;
    value = (value as Record<string, unknown>)[part];
  }
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export interface VisibleSection extends BackOfficeSection {
  count: number | null;
}

/** The sections the caller may open, with their counts. */
export function listVisibleSections(overview: StaffOverview): VisibleSection[] {
  return BACK_OFFICE_SECTIONS.filter((section) => canOpenSection(section, overview.roles)).map((section) => ({
    ...section,
    count: readSectionCount(overview, section.countKey),
  }));
}
