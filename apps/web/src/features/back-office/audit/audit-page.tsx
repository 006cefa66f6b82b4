/**
 * /admin/audit: every staff action, newest first, as a table (when, who, what, to what, why, before → after),
 * filtered by what the API filters by (docs/moderation.md: The audit log) with a GET form, paged by cursor.
 * A name or a target in the table is a link that filters the log by it.
 */
import { STAFF_ACTIONS, STAFF_TARGET_TYPES } from '@happenings/domain/staff';
import Link from 'next/link';
import styles from '../back-office.module.css';
import type { RawSearchParams } from '../search-param';
import { StaffTime } from '../staff-time';
import { StatusMessage } from '../status-message';
import { listAudit, type StaffAction } from './audit.server';
import {
  type AuditFilterErrors,
  type AuditFilters,
  auditHref,
  describeChange,
  humanizeCode,
  readAuditFilters,
} from './audit-filters';

export async function AuditPage({ searchParams }: { searchParams: RawSearchParams }) {
  const { filters, query, errors } = readAuditFilters(searchParams);
  const page = await listAudit(query);
  return (
    <>
      <header className={styles.pageHeader}>
        <div>
          <h1 className={styles.title}>Audit log</h1>
          <p className={styles.lead}>
            Every staff action, newest first. Nothing here can be edited or deleted.
          </p>
        </div>
      </header>
      <StatusMessage message={page.error} isError />
      <AuditFilterForm filters={filters} errors={errors} />
      {page.error ? null : page.items.length === 0 ? (
        <p className={styles.empty}>No staff action matches.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus for keyboard scrolling.
        <section className={styles.tableScroll} aria-labelledby="audit-caption" tabIndex={0}>
          <table className={styles.table}>
            <caption id="audit-caption" className="visually-hidden">
              Staff actions, newest first
            </caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Target</th>
                <th scope="col">Reason</th>
                <th scope="col">Before → after</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((row) => (
                <AuditRow key={row.id} row={row} filters={filters} />
              ))}
            </tbody>
          </table>
        </section>
      )}
      <nav aria-label="Pages of the audit log" className={styles.pager}>
        {filters.cursor ? (
          <Link href={auditHref({ ...filters, cursor: undefined })}>Back to the newest</Link>
        ) : null}
        {page.nextCursor ? (
          <Link href={auditHref(filters, page.nextCursor)} className="button button-secondary">
            Older actions
          </Link>
        ) : null}
      </nav>
    </>
  );
}

function AuditRow({ row, filters }: { row: StaffAction; filters: AuditFilters }) {
  const who = row.actor?.displayName || (row.actor?.username ? `@${row.actor.username}` : null);
  const before = describeChange(row.before);
  const after = describeChange(row.after);
  const base = { ...filters, cursor: undefined };
  return (
    <tr>
      <td>
        <StaffTime iso={row.createdAt} />
      </td>
      <td>
        {row.actorId ? (
          <Link href={auditHref({ ...base, actorId: row.actorId })}>{who ?? 'A deleted account'}</Link>
        ) : (
          'The admin command'
        )}
      </td>
      <td>{humanizeCode(row.action)}</td>
      <td>
        <Link href={auditHref({ ...base, targetType: row.target.type, targetId: row.target.id })}>
          {humanizeCode(row.target.type)} <span className={styles.code}>{row.target.id}</span>
        </Link>
      </td>
      <td>{row.reason ?? <span className={styles.muted}>None</span>}</td>
      <td>
        <span className={styles.change}>
          <span>{before.length > 0 ? before.join('; ') : 'none'}</span>
          <span aria-hidden="true"> → </span>
          <span className="visually-hidden"> changed to </span>
          <span>{after.length > 0 ? after.join('; ') : 'none'}</span>
        </span>
      </td>
    </tr>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className={styles.fieldError}>
      {message}
    </p>
  ) : null;
}

function AuditFilterForm({ filters, errors }: { filters: AuditFilters; errors: AuditFilterErrors }) {
  const described = (field: keyof AuditFilterErrors) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `audit-${field}-error` } : {};
  return (
    <search>
      <form method="get" action="/admin/audit" className={styles.filterGrid}>
        <div className={styles.filterField}>
          <label htmlFor="audit-action" className={styles.label}>
            Action
          </label>
          <select
            id="audit-action"
            name="action"
            defaultValue={filters.action ?? ''}
            className={styles.select}
          >
            <option value="">Any action</option>
            {STAFF_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {humanizeCode(action)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filterField}>
          <label htmlFor="audit-target-type" className={styles.label}>
            Target
          </label>
          <select
            id="audit-target-type"
            name="targetType"
            defaultValue={filters.targetType ?? ''}
            className={styles.select}
          >
            <option value="">Any target</option>
            {STAFF_TARGET_TYPES.map((type) => (
              <option key={type} value={type}>
                {humanizeCode(type)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filterField}>
          <label htmlFor="audit-targetId" className={styles.label}>
            Target id
          </label>
          <input
            id="audit-targetId"
            name="targetId"
            defaultValue={filters.targetId ?? ''}
            maxLength={200}
            className={styles.input}
            {...described('targetId')}
          />
          <FieldError id="audit-targetId-error" message={errors.targetId} />
        </div>
        <div className={styles.filterField}>
          <label htmlFor="audit-actorId" className={styles.label}>
            Staff account id
          </label>
          <input
            id="audit-actorId"
            name="actorId"
            defaultValue={filters.actorId ?? ''}
            maxLength={200}
            className={styles.input}
            {...described('actorId')}
          />
          <FieldError id="audit-actorId-error" message={errors.actorId} />
        </div>
        <div className={styles.filterField}>
          <label htmlFor="audit-fromDay" className={styles.label}>
            From (New York date)
          </label>
          <input
            id="audit-fromDay"
            name="from"
            type="date"
            defaultValue={filters.fromDay ?? ''}
            className={styles.input}
            {...described('fromDay')}
          />
          <FieldError id="audit-fromDay-error" message={errors.fromDay} />
        </div>
        <div className={styles.filterField}>
          <label htmlFor="audit-toDay" className={styles.label}>
            To (New York date, included)
          </label>
          <input
            id="audit-toDay"
            name="to"
            type="date"
            defaultValue={filters.toDay ?? ''}
            className={styles.input}
            {...described('toDay')}
          />
          <FieldError id="audit-toDay-error" message={errors.toDay} />
        </div>
        <div className={styles.filterActions}>
          <button type="submit" className="button button-secondary">
            Filter
          </button>
          <Link href="/admin/audit">Clear</Link>
        </div>
      </form>
    </search>
  );
}
