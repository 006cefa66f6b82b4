/**
 * /admin/review/[id]: one waiting event as it would be published (picture, name, when, where, what), who
 * submitted it and their history, and the editor's three controls: Approve, Reject with a reason, and trust the
 * submitter (their later events then publish without review). Each is a form posting to a server action.
 */
import { isLocationSlug, LOCATIONS } from '@happenings/domain/locations';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { heroImage } from '@/features/events/event-media';
import { categoryLabel } from '@/features/experiences/experience-card.helpers';
import styles from '../back-office.module.css';
import { type RawSearchParams, readSearchParam } from '../search-param';
import { StaffTime } from '../staff-time';
import { StatusMessage } from '../status-message';
import { RejectForm } from './reject-form';
import { approveExperience, setHostTrusted } from './review.actions';
import { creatorAccountId, findReviewItem } from './review.server';
import { describeReviewOutcome, isReviewOutcome } from './review-outcome';

export async function ReviewItemPage({ id, searchParams }: { id: string; searchParams: RawSearchParams }) {
  const item = await findReviewItem(id);
  if (!item?.experience) notFound();
  const { experience, host, creator, history, review } = item;
  const outcome = readSearchParam(searchParams, 'outcome');
  const status = isReviewOutcome(outcome) ? describeReviewOutcome(outcome, experience.name) : null;
  const hero = heroImage(experience.media);
  const where = experience.where;
  const place = [where.address, [where.city, where.state].filter(Boolean).join(', ')]
    .filter(Boolean)
    .join(' · ');
  const description = experience.description?.trim() || experience.shortDescription;
  const creatorId = creatorAccountId(item);
  const submitter =
    creator?.displayName || (creator?.username ? `@${creator.username}` : 'A deleted account');
  const location =
    experience.location && isLocationSlug(experience.location) ? LOCATIONS[experience.location] : null;

  return (
    <>
      <p className={styles.backLink}>
        <Link href="/admin/review">← Back to the queue</Link>
      </p>
      <header className={styles.pageHeader}>
        <div>
          <p className={styles.eyebrow}>Waiting for review</p>
          <h1 className={styles.title}>{experience.name}</h1>
          {review ? (
            <p className={styles.lead}>
              Submitted <StaffTime iso={review.submittedAt} /> by {submitter}
            </p>
          ) : null}
        </div>
      </header>
      <StatusMessage message={status?.message ?? null} isError={status?.isError} />
      <div className={styles.reviewLayout}>
        <article className={styles.preview} aria-labelledby="preview-title">
          <h2 id="preview-title" className={styles.sectionTitle}>
            As it would be published
          </h2>
          {hero ? (
            // biome-ignore lint/performance/noImgElement: media come from our CDN at the spec §9 presets, with srcset.
            <img
              className={styles.previewImage}
              src={hero.src}
              srcSet={hero.srcSet}
              sizes="(min-width: 900px) 40rem, 100vw"
              width={hero.width}
              height={hero.height}
              alt={hero.alt ?? `${experience.name} at ${where.name}`}
            />
          ) : (
            <p className={styles.muted}>No picture.</p>
          )}
          <p className={styles.previewName}>{experience.name}</p>
          <dl className={styles.facts}>
            <div>
              <dt>When</dt>
              <dd>{experience.schedule.text || 'No dates'}</dd>
            </div>
            <div>
              <dt>Where</dt>
              <dd>
                {where.name}
                {place ? <span className={styles.block}>{place}</span> : null}
              </dd>
            </div>
            <div>
              <dt>Location</dt>
              <dd>{location?.name ?? 'None'}</dd>
            </div>
            <div>
              <dt>Categories</dt>
              <dd>{experience.categories.map(categoryLabel).join(', ') || 'None'}</dd>
            </div>
            {experience.url ? (
              <div>
                <dt>Link</dt>
                <dd className={styles.breakAnywhere}>{experience.url}</dd>
              </div>
            ) : null}
          </dl>
          {experience.shortDescription && experience.description?.trim() ? (
            <p className={styles.summaryLine}>{experience.shortDescription}</p>
          ) : null}
          <div className={styles.description}>
            {description.split(/\n{2,}/).map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text, never reordered.
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </article>
        <aside className={styles.decisions} aria-labelledby="decide-title">
          <h2 id="decide-title" className={styles.sectionTitle}>
            Decide
          </h2>
          <form action={approveExperience} className={styles.decisionForm}>
            <input type="hidden" name="id" value={experience.id} />
            <input type="hidden" name="name" value={experience.name} />
            <p className={styles.hint}>
              Publishes it now, in its streams, search and the map; its host is told.
            </p>
            <div>
              <button type="submit" className="button">
                Approve
              </button>
            </div>
          </form>
          <hr className={styles.divider} />
          <RejectForm id={experience.id} name={experience.name} />
          <hr className={styles.divider} />
          <section aria-labelledby="submitter-title">
            <h3 id="submitter-title" className={styles.subTitle}>
              The submitter
            </h3>
            <p>
              {submitter}
              {host ? <span className={styles.block}>Host page: {host.name}</span> : null}
              <span className={styles.block}>
                {history.publishedCount} {history.publishedCount === 1 ? 'event' : 'events'} published ·{' '}
                {history.trusted ? 'trusted' : 'not trusted'}
              </span>
            </p>
            {creatorId ? (
              <form action={setHostTrusted}>
                <input type="hidden" name="id" value={experience.id} />
                <input type="hidden" name="userId" value={creatorId} />
                <input type="hidden" name="trusted" value={history.trusted ? 'false' : 'true'} />
                <button type="submit" className="button button-secondary" aria-pressed={history.trusted}>
                  Mark host trusted
                </button>
                <p className={styles.hint}>
                  {history.trusted
                    ? 'Trusted: their next events publish without review. Press to take that back.'
                    : 'Their next events would publish without review. This event still waits for your decision.'}
                </p>
              </form>
            ) : null}
          </section>
        </aside>
      </div>
    </>
  );
}
