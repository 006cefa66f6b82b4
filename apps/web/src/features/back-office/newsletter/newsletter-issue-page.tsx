/**
 * /admin/newsletter/{location}: the city's coming newsletter issue, as editors change it before it goes (issue
 * 27): its subject and intro, the order of each section's items (Move up, Move down), removing one, adding an
 * event, roundup or community collection found by name, and the send time (or now). The preview is the e-mail
 * itself in a frame, at desktop or phone width, and a test goes to the editor's own address. Every form works
 * without scripts and brings the editor back here with what happened.
 */
import { LOCATIONS, type LocationSlug } from '@happenings/domain/locations';
import { toZoned } from '@happenings/domain/time';
import Link from 'next/link';
import { LocationSwitcher } from '../../curation-admin/location-switcher';
import { MoveButtons } from '../../curation-admin/move-buttons';
import backOffice from '../back-office.module.css';
import { type RawSearchParams, readSearchParam } from '../search-param';
import { StatusMessage } from '../status-message';
import {
  addIssueItem,
  moveIssueItem,
  removeIssueItem,
  saveIssueText,
  sendTestIssue,
  setIssueSendTime,
} from './newsletter-admin.actions';
import styles from './newsletter-admin.module.css';
import {
  type NewsletterIssue,
  type NewsletterIssueItem,
  readComingIssue,
  readIssuePreview,
  searchIssueCandidates,
} from './newsletter-admin.server';
import { describeNewsletterOutcome } from './newsletter-outcome';

const pagePath = (location: string) => `/admin/newsletter/${location}`;
/** The preview frame's widths: a desktop client's reading pane and a 390 px phone. */
const PREVIEW_WIDTHS = { desktop: 680, phone: 390 } as const;
const KIND_NAMES = {
  experience: 'Event',
  roundup: 'Roundup',
  collection: 'Collection',
  place: 'Place',
} as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** 'Thursday, November 26 at 8:00 AM' in the city's zone. */
function describeSendTime(sendAt: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(sendAt));
}

/** The datetime-local value of an instant in the city's zone. */
function localInputValue(sendAt: string, timeZone: string): string {
  const z = toZoned(Date.parse(sendAt), timeZone);
  return `${z.year}-${pad(z.month)}-${pad(z.day)}T${pad(z.hour)}:${pad(z.minute)}`;
}

export async function NewsletterIssuePage({
  location,
  searchParams,
}: {
  location: LocationSlug;
  searchParams: RawSearchParams;
}) {
  const city = LOCATIONS[location];
  const query = readSearchParam(searchParams, 'q')?.trim().slice(0, 100);
  const width = readSearchParam(searchParams, 'width') === 'phone' ? 'phone' : 'desktop';
  const status = describeNewsletterOutcome(readSearchParam(searchParams, 'outcome'));
  const issue = await readComingIssue(location);
  const [preview, found] = await Promise.all([
    issue ? readIssuePreview(issue.id) : Promise.resolve(null),
    issue && query && query.length >= 2 ? searchIssueCandidates(location, query) : Promise.resolve(null),
  ]);
  const hidden: Record<string, string> = issue ? { location, issueId: issue.id } : { location };
  const previewHref = (each: 'desktop' | 'phone') =>
    `${pagePath(location)}?width=${each}${query ? `&q=${encodeURIComponent(query)}` : ''}#preview`;

  return (
    <>
      <header className={backOffice.pageHeader}>
        <div>
          <p className={backOffice.eyebrow}>
            <Link href="/admin">Back office</Link>
          </p>
          <h1 className={backOffice.title}>Newsletter, {city.name}</h1>
          <p className={backOffice.lead}>
            {issue
              ? `The coming issue goes on ${describeSendTime(issue.sendAt, city.timeZone)} (${city.name} time) unless you change it.`
              : 'The coming issue could not be read.'}
          </p>
        </div>
      </header>
      <LocationSwitcher current={location} pathOf={pagePath} />
      <StatusMessage message={status?.message ?? null} isError={status?.isError} />

      {issue ? (
        <>
          <section id="issue-text" className={backOffice.section} aria-labelledby="issue-text-title">
            <h2 id="issue-text-title" className={backOffice.sectionTitle}>
              Subject and intro
            </h2>
            <form action={saveIssueText} className={styles.fields}>
              <HiddenFields values={hidden} />
              <div className={styles.field}>
                <label htmlFor="issue-subject" className={backOffice.label}>
                  Subject
                </label>
                <input
                  id="issue-subject"
                  name="subject"
                  required
                  maxLength={150}
                  defaultValue={issue.subject}
                  className={backOffice.input}
                />
              </div>
              <div className={styles.field}>
                <label htmlFor="issue-intro" className={backOffice.label}>
                  Intro
                </label>
                <textarea
                  id="issue-intro"
                  name="intro"
                  required
                  maxLength={2000}
                  rows={5}
                  defaultValue={issue.intro}
                  className={backOffice.input}
                  aria-describedby="issue-intro-hint"
                />
                <p id="issue-intro-hint" className={backOffice.hint}>
                  Plain text. Leave a blank line between paragraphs.
                </p>
              </div>
              <div>
                <button type="submit" className="button">
                  Save subject and intro
                </button>
              </div>
            </form>
          </section>

          {issue.sections.map((section) => (
            <IssueSection key={section.key} section={section} hidden={hidden} />
          ))}

          <section className={backOffice.section} aria-labelledby="add-item">
            <h2 id="add-item" className={backOffice.sectionTitle}>
              Add an item
            </h2>
            <search>
              <form method="get" action={pagePath(location)} className={backOffice.filters}>
                <div className={backOffice.filterField}>
                  <label htmlFor="item-search" className={backOffice.label}>
                    Find an event, roundup or community collection in {city.name}
                  </label>
                  <input
                    id="item-search"
                    name="q"
                    defaultValue={query}
                    minLength={2}
                    maxLength={100}
                    className={backOffice.input}
                  />
                </div>
                <button type="submit" className="button button-secondary">
                  Find
                </button>
              </form>
            </search>
            {found ? (
              found.length === 0 ? (
                <p className={backOffice.muted}>
                  Nothing in {city.name} matches “{query}”.
                </p>
              ) : (
                <ul className={styles.results} aria-label="Found">
                  {found.map((candidate) => (
                    <li key={`${candidate.itemType}:${candidate.itemId}`} className={styles.result}>
                      <span>
                        <span className={styles.kind}>{KIND_NAMES[candidate.itemType]}</span>{' '}
                        {candidate.title}
                      </span>
                      <form action={addIssueItem} className={styles.addForm}>
                        <HiddenFields
                          values={{ ...hidden, itemType: candidate.itemType, itemId: candidate.itemId }}
                        />
                        <label className="visually-hidden" htmlFor={`section-${candidate.itemId}`}>
                          Section for {candidate.title}
                        </label>
                        <select
                          id={`section-${candidate.itemId}`}
                          name="section"
                          className={backOffice.input}
                          defaultValue={
                            candidate.itemType === 'experience'
                              ? 'editor-picks'
                              : candidate.itemType === 'roundup'
                                ? 'roundup'
                                : 'community-collection'
                          }
                        >
                          {issue.sections.map((section) => (
                            <option key={section.key} value={section.key}>
                              {section.title}
                            </option>
                          ))}
                        </select>
                        <button
                          type="submit"
                          className={`button button-secondary ${styles.small}`}
                          aria-label={`Add: ${candidate.title}`}
                        >
                          Add
                        </button>
                      </form>
                    </li>
                  ))}
                </ul>
              )
            ) : null}
          </section>

          <section id="send-time" className={backOffice.section} aria-labelledby="send-time-title">
            <h2 id="send-time-title" className={backOffice.sectionTitle}>
              Send time
            </h2>
            <form action={setIssueSendTime} className={styles.fields}>
              <HiddenFields values={hidden} />
              <div className={styles.field}>
                <label htmlFor="issue-send-at" className={backOffice.label}>
                  Goes out at ({city.name} time)
                </label>
                <input
                  id="issue-send-at"
                  name="sendAt"
                  type="datetime-local"
                  required
                  defaultValue={localInputValue(issue.sendAt, city.timeZone)}
                  className={backOffice.input}
                />
              </div>
              <div className={styles.row}>
                <button type="submit" className="button button-secondary">
                  Save send time
                </button>
              </div>
            </form>
            <form action={setIssueSendTime} className={styles.sendNow}>
              <HiddenFields values={{ ...hidden, now: 'yes' }} />
              <button type="submit" className="button button-secondary">
                Send now
              </button>
              <span className={backOffice.hint}>
                It goes to every subscriber at once and can no longer change.
              </span>
            </form>
          </section>

          <section id="preview" className={backOffice.section} aria-labelledby="preview-title">
            <h2 id="preview-title" className={backOffice.sectionTitle}>
              Preview
            </h2>
            <nav aria-label="Preview width">
              <ul className={styles.widths}>
                {(['desktop', 'phone'] as const).map((each) => (
                  <li key={each}>
                    <Link href={previewHref(each)} aria-current={each === width ? 'true' : undefined}>
                      {each === 'desktop' ? 'Desktop' : 'Phone'} ({PREVIEW_WIDTHS[each]} px)
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            {preview ? (
              <>
                <p className={backOffice.muted}>
                  Subject: <strong>{preview.subject}</strong>
                </p>
                <div className={styles.frameBox}>
                  <iframe
                    title={`The e-mail at ${width} width`}
                    srcDoc={preview.html}
                    sandbox=""
                    width={PREVIEW_WIDTHS[width]}
                    height={900}
                    className={styles.frame}
                    style={{ width: PREVIEW_WIDTHS[width] }}
                  />
                </div>
              </>
            ) : (
              <p className={backOffice.muted}>The preview could not be made.</p>
            )}
            <form action={sendTestIssue} className={styles.sendNow}>
              <HiddenFields values={hidden} />
              <button type="submit" className="button">
                Send a test to me
              </button>
            </form>
          </section>
        </>
      ) : null}
    </>
  );
}

function HiddenFields({ values }: { values: Record<string, string> }) {
  return Object.entries(values).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}

function IssueSection({
  section,
  hidden,
}: {
  section: NewsletterIssue['sections'][number];
  hidden: Record<string, string>;
}) {
  const titleId = `section-${section.key}`;
  return (
    <section id={titleId} className={backOffice.section} aria-labelledby={`${titleId}-title`}>
      <h2 id={`${titleId}-title`} className={backOffice.sectionTitle}>
        {section.title}
      </h2>
      {section.items.length === 0 ? (
        <p className={backOffice.empty}>Nothing in this section: it is left out of the e-mail.</p>
      ) : (
        <ol className={styles.items} aria-label={`${section.title}, in order`}>
          {section.items.map((item, index) => (
            <IssueItem
              key={item.id}
              item={item}
              index={index}
              count={section.items.length}
              hidden={{ ...hidden, itemId: item.id }}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

function IssueItem({
  item,
  index,
  count,
  hidden,
}: {
  item: NewsletterIssueItem;
  index: number;
  count: number;
  hidden: Record<string, string>;
}) {
  return (
    <li id={`item-${item.id}`} className={styles.item} tabIndex={-1}>
      {item.imageUrl ? (
        // biome-ignore lint/performance/noImgElement: the e-mail's own picture address, as subscribers will see it
        <img src={item.imageUrl} alt={item.imageAlt} width={96} height={64} className={styles.thumb} />
      ) : (
        <span className={styles.noThumb} aria-hidden="true" />
      )}
      <div className={styles.itemBody}>
        <h3 className={styles.itemName}>
          <Link href={item.path}>{item.title}</Link>
        </h3>
        <p className={styles.itemMeta}>
          {KIND_NAMES[item.itemType]}
          {item.scheduleText ? ` · ${item.scheduleText}` : ''}
        </p>
        <div className={styles.actions}>
          <MoveButtons action={moveIssueItem} hidden={hidden} name={item.title} index={index} count={count} />
          <form action={removeIssueItem}>
            <HiddenFields values={hidden} />
            <button
              type="submit"
              className={`button button-secondary ${styles.small}`}
              aria-label={`Remove: ${item.title}`}
            >
              Remove
            </button>
          </form>
        </div>
      </div>
    </li>
  );
}
