/**
 * /admin/review: what waits for an editor, oldest submission first (docs/moderation.md: The queue), in every
 * location or one, a page at a time. Each row names the event, its host, who submitted it with their history
 * with the guide, and when; its name opens the item to decide on.
 */
import { LOCATION_LIST } from '@happenings/domain/locations';
import Link from 'next/link';
import styles from '../back-office.module.css';
import { type RawSearchParams, readSearchParam } from '../search-param';
import { StaffTime } from '../staff-time';
import { StatusMessage } from '../status-message';
import { listReviewQueue, type ReviewItem } from './review.server';
import { describeReviewOutcome, isReviewOutcome } from './review-outcome';

function queueHref(location: string | undefined, cursor?: string): string {
  const params = new URLSearchParams();
  if (location) params.set('location', location);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `/admin/review?${query}` : '/admin/review';
}

export async function ReviewQueuePage({ searchParams }: { searchParams: RawSearchParams }) {
  const location = readSearchParam(searchParams, 'location');
  const cursor = readSearchParam(searchParams, 'cursor');
  const outcome = readSearchParam(searchParams, 'outcome');
  const status = isReviewOutcome(outcome)
    ? describeReviewOutcome(outcome, readSearchParam(searchParams, 'name'))
    : null;
  const page = await listReviewQueue({ location, cursor });
  return (
    <>
      <header className={styles.pageHeader}>
        <div>
          <h1 className={styles.title}>Review</h1>
          <p className={styles.lead}>Events waiting for an editor, oldest first.</p>
        </div>
      </header>
      <StatusMessage message={status?.message ?? null} isError={status?.isError} />
      <StatusMessage message={page.error ?? null} isError />
      <search>
        <form method="get" action="/admin/review" className={styles.filters}>
          <div className={styles.filterField}>
            <label htmlFor="review-location" className={styles.label}>
              Location
            </label>
            <select
              id="review-location"
              name="location"
              defaultValue={location ?? ''}
              className={styles.select}
            >
              <option value="">Every location</option>
              {LOCATION_LIST.map((each) => (
                <option key={each.slug} value={each.slug}>
                  {each.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button-secondary">
            Show
          </button>
        </form>
      </search>
      {page.error ? null : page.items.length === 0 ? (
        <p className={styles.empty}>
          {cursor ? 'Nothing more waits.' : 'Nothing waits for review. Well done.'}
        </p>
      ) : (
        <ol className={styles.rows} aria-label="Waiting for review">
          {page.items.map((item) => (
            <ReviewRow key={item.experience?.id} item={item} />
          ))}
        </ol>
      )}
      <nav aria-label="Pages of the queue" className={styles.pager}>
        {cursor ? <Link href={queueHref(location)}>Back to the oldest</Link> : null}
        {page.nextCursor ? (
          <Link href={queueHref(location, page.nextCursor)} className="button button-secondary">
            Later submissions
          </Link>
        ) : null}
      </nav>
    </>
  );
}

function ReviewRow({ item }: { item: ReviewItem }) {
  const { experience, host, creator, history, review } = item;
  if (!experience) return null;
  const submitter =
    creator?.displayName || (creator?.username ? `@${creator.username}` : 'A deleted account');
  return (
    <li className={styles.row}>
      <h2 className={styles.rowTitle}>
        <Link href={`/admin/review/${encodeURIComponent(experience.id)}`}>{experience.name}</Link>
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Host</dt>
          <dd>{host?.name ?? 'No host page'}</dd>
        </div>
        <div>
          <dt>Submitted by</dt>
          <dd>
            {submitter}{' '}
            <span className={styles.muted}>
              ({history.publishedCount} published{history.trusted ? ', trusted' : ''})
            </span>
          </dd>
        </div>
        <div>
          <dt>Submitted</dt>
          <dd>{review ? <StaffTime iso={review.submittedAt} /> : 'Unknown'}</dd>
        </div>
      </dl>
    </li>
  );
}
