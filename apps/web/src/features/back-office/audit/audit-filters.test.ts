import { describe, expect, it } from 'vitest';
import { auditHref, describeChange, readAuditFilters } from './audit-filters';

describe('the audit page filters', () => {
  it('turns New York days into the API instants, the last day included', () => {
    const { query, errors } = readAuditFilters({ from: '2026-03-08', to: '2026-03-08' });
    expect(errors).toEqual({});
    // The day daylight saving begins in New York: it starts at -05:00 and the next at -04:00.
    expect(query.from).toBe('2026-03-08T00:00:00-05:00');
    expect(query.to).toBe('2026-03-09T00:00:00-04:00');
  });

  it('names the field of a bad date, a target id without its kind, and days in the wrong order', () => {
    expect(readAuditFilters({ from: '2026-02-30' }).errors).toEqual({
      fromDay: 'Enter a date as YYYY-MM-DD.',
    });
    expect(readAuditFilters({ targetId: 'abc' }).errors.targetId).toMatch(/kind of target/);
    expect(readAuditFilters({ from: '2026-05-02', to: '2026-05-01' }).errors.toDay).toMatch(
      /before the first/,
    );
  });

  it('ignores an unknown action and keeps the known filters in the paging links', () => {
    const { filters, query } = readAuditFilters({
      action: 'DROP_TABLE',
      targetType: 'USER',
      targetId: 'u_1',
    });
    expect(query).toMatchObject({ action: undefined, targetType: 'USER', targetId: 'u_1' });
    expect(auditHref(filters, 'next')).toBe('/admin/audit?targetType=USER&targetId=u_1&cursor=next');
  });

  it('describes a change of roles', () => {
    expect(describeChange({ roles: [] })).toEqual(['roles: none']);
    expect(describeChange({ roles: ['editor', 'moderator'] })).toEqual(['roles: editor, moderator']);
  });
});
