/**
 * The audit page's filters, read from its address (a GET form, so they are links too) into the query of
 * GET /api/v1/staff/audit. Dates are days on New York time, the guide's cities' clock: "from" is that day's
 * start, "to" includes its whole day (the API's `to` is exclusive, so the next day's start).
 */
import {
  STAFF_ACTIONS,
  STAFF_TARGET_TYPES,
  type StaffAction,
  type StaffTargetType,
} from '@happenings/domain/staff';
import { addLocalDays, formatZonedIso, parseLocalDateTime, toInstant } from '@happenings/domain/time';
import { type RawSearchParams, readSearchParam } from '../search-param';

const AUDIT_TIME_ZONE = 'America/New_York';
const ID_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

export interface AuditFilters {
  actorId?: string;
  action?: StaffAction;
  targetType?: StaffTargetType;
  targetId?: string;
  /** 'YYYY-MM-DD' as typed. */
  fromDay?: string;
  toDay?: string;
  cursor?: string;
}

export interface AuditQuery {
  actorId?: string;
  action?: StaffAction;
  targetType?: StaffTargetType;
  targetId?: string;
  from?: string;
  to?: string;
  cursor?: string;
}

export type AuditFilterErrors = Partial<Record<'actorId' | 'targetId' | 'fromDay' | 'toDay', string>>;

function dayStart(day: string, addDays = 0): string | null {
  const local = parseLocalDateTime(day);
  if (!local || day.length !== 10) return null;
  return formatZonedIso(toInstant(addLocalDays(local, addDays), AUDIT_TIME_ZONE), AUDIT_TIME_ZONE);
}

/** The filters as the page shows them, the API query they make, and what is wrong with any of them. */
export function readAuditFilters(params: RawSearchParams): {
  filters: AuditFilters;
  query: AuditQuery;
  errors: AuditFilterErrors;
} {
  const action = readSearchParam(params, 'action');
  const targetType = readSearchParam(params, 'targetType');
  const filters: AuditFilters = {
    actorId: readSearchParam(params, 'actorId')?.trim(),
    action: (STAFF_ACTIONS as readonly string[]).includes(action ?? '') ? (action as StaffAction) : undefined,
    targetType: (STAFF_TARGET_TYPES as readonly string[]).includes(targetType ?? '')
      ? (targetType as StaffTargetType)
      : undefined,
    targetId: readSearchParam(params, 'targetId')?.trim(),
    fromDay: readSearchParam(params, 'from'),
    toDay: readSearchParam(params, 'to'),
    cursor: readSearchParam(params, 'cursor'),
  };
  const errors: AuditFilterErrors = {};
  const query: AuditQuery = { action: filters.action, cursor: filters.cursor };
  if (filters.actorId) {
    if (ID_PATTERN.test(filters.actorId)) query.actorId = filters.actorId;
    else errors.actorId = 'An account id is letters, digits, - and _.';
  }
  if (filters.targetId) {
    if (!ID_PATTERN.test(filters.targetId)) errors.targetId = 'An id is letters, digits, - and _.';
    else if (!filters.targetType) errors.targetId = 'Choose the kind of target this id is of.';
    else query.targetId = filters.targetId;
  }
  if (filters.targetType) query.targetType = filters.targetType;
  const from = filters.fromDay ? dayStart(filters.fromDay) : undefined;
  const to = filters.toDay ? dayStart(filters.toDay, 1) : undefined;
  if (from === null) errors.fromDay = 'Enter a date as YYYY-MM-DD.';
  else if (from) query.from = from;
  if (to === null) errors.toDay = 'Enter a date as YYYY-MM-DD.';
  else if (to) query.to = to;
  if (query.from && query.to && Date.parse(query.from) >= Date.parse(query.to)) {
    errors.toDay = 'The last day cannot come before the first.';
    query.to = undefined;
  }
  return { filters, query, errors };
}

/** The page's address with these filters and, optionally, a cursor (for "Older actions"). */
export function auditHref(filters: AuditFilters, cursor?: string): string {
  const params = new URLSearchParams();
  if (filters.actorId) params.set('actorId', filters.actorId);
  if (filters.action) params.set('action', filters.action);
  if (filters.targetType) params.set('targetType', filters.targetType);
  if (filters.targetId) params.set('targetId', filters.targetId);
  if (filters.fromDay) params.set('from', filters.fromDay);
  if (filters.toDay) params.set('to', filters.toDay);
  if (cursor) params.set('cursor', cursor);
  const text = params.toString();
  return text ? `/admin/audit?${text}` : '/admin/audit';
}

/** 'CHANGE_ROLES' -> 'Change roles'. */
export function humanizeCode(code: string): string {
  const words = code.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A before/after record as short lines: 'roles: editor, moderator'. */
export function describeChange(record: Record<string, unknown> | null): string[] {
  if (!record) return [];
  return Object.entries(record).map(([key, value]) => `${key}: ${formatValue(value)}`);
}

function formatValue(value: unknown): string {
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(formatValue).join(', ');
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
