/**
 * The sections of My events (/account/events, the website's twin) as the API names them
 * (GET /api/v1/experiences/hosted), and what a row says about where its event stands.
 */
import type { components } from '@happenings/client';
import type { Experience } from '../experiences/experience.types.ts';

export type HostedSection = components['schemas']['HostedSection'];

export const HOSTED_SECTIONS: ReadonlyArray<{ section: HostedSection; label: string; empty: string }> = [
  { section: 'DRAFTS', label: 'Drafts', empty: 'No drafts. Events you save without publishing wait here.' },
  { section: 'IN_REVIEW', label: 'In review', empty: 'Nothing waits for an editor.' },
  { section: 'UPCOMING', label: 'Published', empty: 'No published events to come.' },
  { section: 'PAST', label: 'Past', empty: 'No past events yet.' },
];

/**
 * 'Draft', 'In review', 'Not approved' (an editor sent it back) or 'Published', then the status when one is set
 * (spec §3 flags; spec §4 says POSTPONED as TBA).
 */
export function hostedStateLabels(
  experience: Pick<Experience, 'publishState' | 'status' | 'review'>,
): string[] {
  const labels: string[] = [];
  if (experience.publishState === 'PENDING_REVIEW') labels.push('In review');
  else if (experience.publishState === 'PUBLISHED') labels.push('Published');
  else if (experience.review?.state === 'REJECTED') labels.push('Not approved');
  else labels.push('Draft');
  if (experience.status === 'CANCELED') labels.push('Canceled');
  if (experience.status === 'POSTPONED') labels.push('Postponed (TBA)');
  if (experience.status === 'RESCHEDULED') labels.push('Rescheduled');
  return labels;
}
