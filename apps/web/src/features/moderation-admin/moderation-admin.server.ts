/**
 * Server reads of the moderators' queue (issue 23; docs/moderation.md) for the back office's pages: the cases,
 * one item's reports grouped, and one case with every report, with the moderator's own session.
 */
import 'server-only';
import type { components } from '@happenings/client';
import {
  REPORT_CASE_STATES,
  REPORT_SUBJECT_TYPES,
  type ReportCaseState,
  type ReportSubjectType,
} from '@happenings/domain/moderation';
import { getServerClient } from '@/lib/api-server';

type AvatarUser = components['schemas']['AvatarUser'];

// The generator spells a nullable shared object as `X & (Record<string, never> | null)`, which no value fits; the
// API's schemas say an object or null.
export type ReportSubjectPreview = Omit<components['schemas']['ReportSubjectPreview'], 'author'> & {
  author: AvatarUser | null;
};
export type ReportCase = Omit<components['schemas']['ReportCase'], 'preview' | 'decidedBy' | 'moderation'> & {
  preview: ReportSubjectPreview;
  decidedBy: AvatarUser | null;
  moderation: components['schemas']['ItemModeration'] | null;
};
export type CaseReport = Omit<components['schemas']['CaseReport'], 'reporter'> & {
  reporter: AvatarUser | null;
};
export type ReportCaseDetail = ReportCase & { reports: CaseReport[] };

export interface ReportCasePage {
  items: ReportCase[];
  nextCursor: string | null;
}

export function readCaseState(value: string | undefined): ReportCaseState {
  const upper = value?.toUpperCase();
  return (REPORT_CASE_STATES as readonly string[]).includes(upper ?? '')
    ? (upper as ReportCaseState)
    : 'OPEN';
}

export function readSubjectType(value: string | undefined): ReportSubjectType | undefined {
  return (REPORT_SUBJECT_TYPES as readonly string[]).includes(value ?? '')
    ? (value as ReportSubjectType)
    : undefined;
}

/** One page of cases in `state`, newest report first; an empty page when the API refuses the cursor. */
export async function listReportCases(options: {
  state: ReportCaseState;
  subjectType?: ReportSubjectType;
  cursor?: string;
}): Promise<ReportCasePage> {
  const api = await getServerClient();
  const { data } = await api.GET('/api/v1/staff/reports', {
    params: {
      query: { state: options.state, subjectType: options.subjectType, cursor: options.cursor, limit: 20 },
    },
  });
  return (data as ReportCasePage | undefined) ?? { items: [], nextCursor: null };
}

/** One case with its reports; null when there is none by that id. */
export async function findReportCase(caseId: string): Promise<ReportCaseDetail | null> {
  const api = await getServerClient();
  const { data } = await api.GET('/api/v1/staff/reports/{caseId}', { params: { path: { caseId } } });
  return (data as ReportCaseDetail | undefined) ?? null;
}

/** The author's account id (the avatar user's `uid`), for the sanctions. */
export function authorAccountId(
  preview: ReportSubjectPreview,
  subjectType: ReportSubjectType,
  subjectId: string,
) {
  if (subjectType === 'user') return subjectId;
  return preview.author?.uid ?? preview.author?.userId ?? null;
}

/** A person as staff read them: their name, else their handle. */
export function personLabel(person: AvatarUser | null, missing = 'A deleted account'): string {
  if (!person) return missing;
  return person.displayName || (person.username ? `@${person.username}` : missing);
}

export const SUBJECT_TYPE_LABELS: Record<ReportSubjectType, string> = {
  experience: 'Event',
  comment: 'Comment',
  'crowd-sourced-roundup': 'Roundup',
  collection: 'Collection',
  post: 'Post',
  user: 'Profile',
};
