/**
 * /admin/reports: the moderators' queue (issue 23), one row per reported item: what it is, a preview, its author,
 * how many people reported it and for which reasons, when last, and where it stands (hidden, removed); open cases
 * by default, resolved and dismissed ones a filter away, a page at a time. Its title opens the case.
 */
import { REPORT_SUBJECT_TYPES } from '@happenings/domain/moderation';
import Link from 'next/link';
import styles from '@/features/back-office/back-office.module.css';
import { type RawSearchParams, readSearchParam } from '@/features/back-office/search-param';
import { StaffTime } from '@/features/back-office/staff-time';
import { previewLine, reasonsLine } from './case-lines';
import {
  listReportCases,
  personLabel,
  type ReportCase,
  readCaseState,
  readSubjectType,
  SUBJECT_TYPE_LABELS,
} from './moderation-admin.server';

const STATE_LABELS = { OPEN: 'Open', RESOLVED: 'Resolved', DISMISSED: 'Dismissed' } as const;

function queueHref(params: Record<string, string | undefined>): string {
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return query ? `/admin/reports?${query}` : '/admin/reports';
}

export async function ReportQueuePage({ searchParams }: { searchParams: RawSearchParams }) {
  const state = readCaseState(readSearchParam(searchParams, 'state'));
  const subjectType = readSubjectType(readSearchParam(searchParams, 'type'));
  const cursor = readSearchParam(searchParams, 'cursor');
  const page = await listReportCases({ state, subjectType, cursor });
  const filters = { state: state === 'OPEN' ? undefined : state.toLowerCase(), type: subjectType };
  return (
    <>
      <header className={styles.pageHeader}>
        <div>
          <h1 className={styles.title}>Reports</h1>
          <p className={styles.lead}>
            What visitors reported, one row per item: the most reported first, then the longest waiting.
          </p>
        </div>
      </header>
      <search>
        <form method="get" action="/admin/reports" className={styles.filters}>
          <div className={styles.filterField}>
            <label htmlFor="reports-state" className={styles.label}>
              Cases
            </label>
            <select
              id="reports-state"
              name="state"
              defaultValue={state.toLowerCase()}
              className={styles.select}
            >
              {Object.entries(STATE_LABELS).map(([value, label]) => (
                <option key={value} value={value.toLowerCase()}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.filterField}>
            <label htmlFor="reports-type" className={styles.label}>
              Kind
            </label>
            <select id="reports-type" name="type" defaultValue={subjectType ?? ''} className={styles.select}>
              <option value="">Everything</option>
              {REPORT_SUBJECT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {SUBJECT_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button-secondary">
            Show
          </button>
        </form>
      </search>
      {page.items.length === 0 ? (
        <p className={styles.empty}>
          {cursor ? 'Nothing more.' : state === 'OPEN' ? 'No open reports. All quiet.' : 'None yet.'}
        </p>
      ) : (
        <ol className={styles.rows} aria-label={`${STATE_LABELS[state]} reports`}>
          {page.items.map((item) => (
            <CaseRow key={item.id} item={item} />
          ))}
        </ol>
      )}
      <nav aria-label="Pages of the reports" className={styles.pager}>
        {cursor ? <Link href={queueHref(filters)}>Back to the first page</Link> : null}
        {page.nextCursor ? (
          <Link href={queueHref({ ...filters, cursor: page.nextCursor })} className="button button-secondary">
            More reports
          </Link>
        ) : null}
      </nav>
    </>
  );
}

function CaseRow({ item }: { item: ReportCase }) {
  const kind = SUBJECT_TYPE_LABELS[item.subjectType];
  const title = item.preview.title ?? `${kind} by ${personLabel(item.preview.author)}`;
  return (
    <li className={styles.row} data-testid="report-case">
      <h2 className={styles.rowTitle}>
        <Link href={`/admin/reports/${encodeURIComponent(item.id)}`}>
          <span className={styles.badge}>{kind}</span> {title}
        </Link>
      </h2>
      <p className={styles.summaryLine}>{previewLine(item)}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Author</dt>
          <dd>{personLabel(item.preview.author, 'Unknown')}</dd>
        </div>
        <div>
          <dt>Reported by</dt>
          <dd>
            {item.reporterCount} {item.reporterCount === 1 ? 'person' : 'people'}
          </dd>
        </div>
        <div>
          <dt>Reasons</dt>
          <dd>{reasonsLine(item.reasons)}</dd>
        </div>
        <div>
          <dt>Last reported</dt>
          <dd>{item.lastReportedAt ? <StaffTime iso={item.lastReportedAt} /> : 'Unknown'}</dd>
        </div>
        {item.moderation ? (
          <div>
            <dt>Now</dt>
            <dd>
              <span className={`${styles.badge} ${styles.badgeDanger}`}>
                {item.moderation.state === 'REMOVED' ? 'Removed' : 'Hidden'}
              </span>
            </dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}
