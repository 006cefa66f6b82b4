/**
 * /admin/reports/[caseId]: one reported item (issue 23): what it is and says, its author, where it stands, every
 * report of it (reason, details, who, when), the case's notes (the last decision, its reason or note, who made it
 * and when), and the moderator's actions, each a confirmed form: hide, restore or remove the item, dismiss the
 * reports, and warn, suspend or ban its author.
 */
import { buildImageUrl, buildVideoUrl, IMAGE_PRESETS } from '@happenings/domain/media';
import { REPORT_REASON_LABELS } from '@happenings/domain/moderation';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import styles from '@/features/back-office/back-office.module.css';
import { type RawSearchParams, readSearchParam } from '@/features/back-office/search-param';
import { StaffTime } from '@/features/back-office/staff-time';
import { StatusMessage } from '@/features/back-office/status-message';
import { CaseActions } from './case-actions';
import { decisionLabel, reasonsLine } from './case-lines';
import { describeCaseOutcome, isCaseOutcome } from './case-outcome';
import adminStyles from './moderation-admin.module.css';
import {
  authorAccountId,
  findReportCase,
  personLabel,
  type ReportCaseDetail,
  SUBJECT_TYPE_LABELS,
} from './moderation-admin.server';

const STATE_WORDS = { OPEN: 'Open', RESOLVED: 'Resolved', DISMISSED: 'Dismissed' } as const;

export async function ReportCasePage({
  caseId,
  searchParams,
}: {
  caseId: string;
  searchParams: RawSearchParams;
}) {
  const item = await findReportCase(caseId);
  if (!item) notFound();
  const outcome = readSearchParam(searchParams, 'outcome');
  const status = isCaseOutcome(outcome) ? describeCaseOutcome(outcome) : null;
  const kind = SUBJECT_TYPE_LABELS[item.subjectType];
  const title = item.preview.title ?? `${kind} by ${personLabel(item.preview.author)}`;
  return (
    <>
      <p className={styles.backLink}>
        <Link href="/admin/reports">← Back to the reports</Link>
      </p>
      <header className={styles.pageHeader}>
        <div>
          <p className={styles.eyebrow}>
            {kind} · {STATE_WORDS[item.state]} case
          </p>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>
            Reported by {item.reporterCount} {item.reporterCount === 1 ? 'person' : 'people'}:{' '}
            {reasonsLine(item.reasons)}
          </p>
        </div>
      </header>
      <StatusMessage message={status?.message ?? null} isError={status?.isError} />
      <div className={styles.reviewLayout}>
        <div>
          <ItemPreview item={item} />
          <Reports item={item} />
          <Notes item={item} />
        </div>
        <aside className={styles.decisions} aria-labelledby="act-title">
          <h2 id="act-title" className={styles.sectionTitle}>
            Act
          </h2>
          <CaseActions
            caseId={item.id}
            subjectType={item.subjectType}
            subjectId={item.subjectId}
            kind={kind.toLowerCase()}
            moderation={item.moderation?.state ?? null}
            isOpen={item.state === 'OPEN'}
            exists={item.preview.exists}
            author={{
              id: authorAccountId(item.preview, item.subjectType, item.subjectId),
              name: personLabel(item.preview.author, 'the author'),
            }}
          />
        </aside>
      </div>
    </>
  );
}

function ItemPreview({ item }: { item: ReportCaseDetail }) {
  const { preview, moderation } = item;
  return (
    <article className={styles.preview} aria-labelledby="item-title">
      <h2 id="item-title" className={styles.sectionTitle}>
        The item
      </h2>
      {preview.exists ? null : <p className={styles.muted}>Its author deleted it.</p>}
      {preview.media ? <ReportedMedia media={preview.media} /> : null}
      {preview.text ? (
        <blockquote className={styles.description} data-testid="reported-text">
          {preview.text.split(/\n{2,}/).map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text, never reordered.
            <p key={index}>{paragraph}</p>
          ))}
        </blockquote>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>Author</dt>
          <dd>
            {preview.author?.username ? (
              <Link href={`/u/${encodeURIComponent(preview.author.username)}`}>
                {personLabel(preview.author)}
              </Link>
            ) : (
              personLabel(preview.author, 'Unknown')
            )}
          </dd>
        </div>
        <div>
          <dt>Now</dt>
          <dd>
            {moderation ? (
              <>
                <span className={`${styles.badge} ${styles.badgeDanger}`}>
                  {moderation.state === 'REMOVED' ? 'Removed' : 'Hidden'}
                </span>{' '}
                {moderation.reason} <StaffTime iso={moderation.at} />
              </>
            ) : (
              'In view'
            )}
          </dd>
        </div>
        {preview.path ? (
          <div>
            <dt>Page</dt>
            <dd>
              <Link href={preview.path}>{preview.path}</Link>
            </dd>
          </div>
        ) : null}
      </dl>
    </article>
  );
}

/** A reported post's photo or video: what was reported is often the picture, not the words. */
function ReportedMedia({ media }: { media: NonNullable<ReportCaseDetail['preview']['media']> }) {
  if (media.resource_type === 'video') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: members' clips come with no caption track.
      <video
        src={buildVideoUrl(media.secure_url, { baseUrl: '', format: 'mp4' })}
        controls
        preload="metadata"
        className={adminStyles.reportedMedia}
        aria-label="The reported video"
        data-testid="reported-media"
      />
    );
  }
  return (
    // biome-ignore lint/performance/noImgElement: media come from our media server at a spec §9 preset already.
    <img
      src={buildImageUrl(media.secure_url, {
        baseUrl: '',
        preset: 'squareLarge',
        crop: 'limit',
        format: 'webp',
      })}
      alt={media.alt?.trim() || 'The reported post'}
      width={IMAGE_PRESETS.squareLarge.width}
      height={IMAGE_PRESETS.squareLarge.height}
      className={adminStyles.reportedMedia}
      data-testid="reported-media"
    />
  );
}

function Reports({ item }: { item: ReportCaseDetail }) {
  return (
    <section className={styles.section} aria-labelledby="reports-title">
      <h2 id="reports-title" className={styles.sectionTitle}>
        Reports ({item.reports.length})
      </h2>
      <ol className={styles.rows}>
        {item.reports.map((report) => (
          <li key={report.id} className={styles.row} data-testid="case-report">
            <p>
              <strong>{REPORT_REASON_LABELS[report.reason]}</strong> · {personLabel(report.reporter)} ·{' '}
              <StaffTime iso={report.createdAt} />
            </p>
            {report.details ? <p className={styles.summaryLine}>{report.details}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Notes({ item }: { item: ReportCaseDetail }) {
  return (
    <section className={styles.section} aria-labelledby="notes-title">
      <h2 id="notes-title" className={styles.sectionTitle}>
        Notes
      </h2>
      {item.decision ? (
        <p>
          <strong>{decisionLabel(item.decision)}</strong> by {personLabel(item.decidedBy, 'staff')}
          {item.decidedAt ? (
            <>
              {' '}
              · <StaffTime iso={item.decidedAt} />
            </>
          ) : null}
          {item.note ? <span className={styles.block}>{item.note}</span> : null}
        </p>
      ) : (
        <p className={styles.muted}>
          No decision yet. Opened <StaffTime iso={item.openedAt} />.
        </p>
      )}
    </section>
  );
}
