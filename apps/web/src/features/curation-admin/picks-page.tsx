/**
 * /admin/curation/{location}/picks/{list}: a city's editor picks or top picks in the order visitors see them on
 * the city's page. Each row moves up or down, takes a note and dates (local dates of the city, inclusive: it shows
 * only between them), or goes; an event is added by its page address or slug, or found by a search. Every change
 * is saved at once and shows on the website and in the apps from their next read.
 */
import { LOCATIONS, type LocationSlug } from '@happenings/domain/locations';
import Link from 'next/link';
import backOffice from '../back-office/back-office.module.css';
import type { RawSearchParams } from '../back-office/search-param';
import { readSearchParam } from '../back-office/search-param';
import { StatusMessage } from '../back-office/status-message';
import styles from './curation.module.css';
import {
  PICK_LIST_NAMES,
  PICK_LISTS,
  type Pick,
  type PickList,
  readPicks,
  searchExperiences,
} from './curation.server';
import { describeCurationOutcome } from './curation-outcome';
import { LocationSwitcher } from './location-switcher';
import { MoveButtons } from './move-buttons';
import { addPick, movePick, removePick, savePickDetails } from './picks.actions';

const picksPath = (location: string, list: string) => `/admin/curation/${location}/picks/${list}`;

export async function PicksPage({
  location,
  list,
  searchParams,
}: {
  location: LocationSlug;
  list: PickList;
  searchParams: RawSearchParams;
}) {
  const query = readSearchParam(searchParams, 'q')?.slice(0, 100);
  const [picks, found] = await Promise.all([
    readPicks(location, list),
    query ? searchExperiences(location, query) : Promise.resolve(null),
  ]);
  const status = describeCurationOutcome(readSearchParam(searchParams, 'outcome'));
  const city = LOCATIONS[location].name;
  const hidden = { location, list };
  return (
    <>
      <header className={backOffice.pageHeader}>
        <div>
          <p className={backOffice.eyebrow}>
            <Link href="/admin/curation">Curation</Link>
          </p>
          <h1 className={backOffice.title}>
            {PICK_LIST_NAMES[list]}, {city}
          </h1>
          <p className={backOffice.lead}>In the order visitors see them on the city’s page.</p>
        </div>
      </header>
      <LocationSwitcher current={location} pathOf={(slug) => picksPath(slug, list)} />
      <nav aria-label="Lists">
        <ul className={styles.switcher}>
          {PICK_LISTS.map((each) => (
            <li key={each}>
              <Link href={picksPath(location, each)} aria-current={each === list ? 'page' : undefined}>
                {PICK_LIST_NAMES[each]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <StatusMessage message={status?.message ?? null} isError={status?.isError} />

      {picks.length === 0 ? (
        <p className={backOffice.empty}>Nothing picked yet: add an event below.</p>
      ) : (
        <ol className={styles.ordered} aria-label={`${PICK_LIST_NAMES[list]}, in order`}>
          {picks.map((pick, index) => (
            <PickRow key={pick.experienceId} pick={pick} index={index} count={picks.length} hidden={hidden} />
          ))}
        </ol>
      )}

      <section className={backOffice.section} aria-labelledby="add-pick">
        <h2 id="add-pick" className={backOffice.sectionTitle}>
          Add an event
        </h2>
        <form action={addPick} className={styles.fields}>
          <input type="hidden" name="location" value={location} />
          <input type="hidden" name="list" value={list} />
          <div className={styles.field}>
            <label htmlFor="pick-experience" className={backOffice.label}>
              Event page address or slug
            </label>
            <input
              id="pick-experience"
              name="experience"
              required
              maxLength={500}
              className={backOffice.input}
              aria-describedby="pick-experience-hint"
            />
            <p id="pick-experience-hint" className={backOffice.hint}>
              For example https://happenings.example/event/lantern-walk. It is added at the end of the list.
            </p>
          </div>
          <div>
            <button type="submit" className="button">
              Add to the list
            </button>
          </div>
        </form>
        <search>
          <form method="get" action={picksPath(location, list)} className={backOffice.filters}>
            <div className={backOffice.filterField}>
              <label htmlFor="pick-search" className={backOffice.label}>
                Or find an event in {city}
              </label>
              <input
                id="pick-search"
                name="q"
                defaultValue={query}
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
              No published event in {city} matches “{query}”.
            </p>
          ) : (
            <ul className={styles.results} aria-label="Events found">
              {found.map((experience) => (
                <li key={experience.id} className={styles.result}>
                  <span>{experience.name}</span>
                  <form action={addPick}>
                    <input type="hidden" name="location" value={location} />
                    <input type="hidden" name="list" value={list} />
                    <input type="hidden" name="experience" value={experience.id} />
                    <button
                      type="submit"
                      className={`button button-secondary ${styles.small}`}
                      aria-label={`Add: ${experience.name}`}
                      disabled={picks.some((pick) => pick.experienceId === experience.id)}
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
    </>
  );
}

function PickRow({
  pick,
  index,
  count,
  hidden,
}: {
  pick: Pick;
  index: number;
  count: number;
  hidden: Record<string, string>;
}) {
  const name = pick.experience?.name ?? 'A deleted event';
  const rowHidden = { ...hidden, experienceId: pick.experienceId };
  const idBase = `pick-${pick.experienceId}`;
  const dates =
    pick.startsOn || pick.endsOn
      ? `Shown ${pick.startsOn ? `from ${pick.startsOn}` : ''}${pick.startsOn && pick.endsOn ? ' ' : ''}${pick.endsOn ? `until ${pick.endsOn}` : ''}`
      : 'Shown every day';
  return (
    <li id={idBase} className={styles.item} tabIndex={-1} aria-label={`${index + 1}. ${name}`}>
      <span className={styles.position} aria-hidden="true">
        {index + 1}
      </span>
      <div className={styles.itemBody}>
        <h2 className={styles.itemName}>
          {pick.experience ? <Link href={`/event/${pick.experience.slug}`}>{name}</Link> : name}
        </h2>
        <p className={styles.itemMeta}>
          {dates}
          {pick.experience && pick.experience.publishState !== 'PUBLISHED'
            ? ' · not published: not shown'
            : ''}
          {pick.note ? ` · Note: ${pick.note}` : ''}
        </p>
        <div className={styles.actions}>
          <MoveButtons action={movePick} hidden={rowHidden} name={name} index={index} count={count} />
          <form action={removePick}>
            {Object.entries(rowHidden).map(([key, value]) => (
              <input key={key} type="hidden" name={key} value={value} />
            ))}
            <button
              type="submit"
              className={`button button-secondary ${styles.small}`}
              aria-label={`Remove: ${name}`}
            >
              Remove
            </button>
          </form>
        </div>
        <details className={styles.details}>
          <summary>Note and dates</summary>
          <form action={savePickDetails} className={styles.fields}>
            {Object.entries(rowHidden).map(([key, value]) => (
              <input key={key} type="hidden" name={key} value={value} />
            ))}
            <div className={styles.field}>
              <label htmlFor={`${idBase}-note`} className={backOffice.label}>
                Note
              </label>
              <textarea
                id={`${idBase}-note`}
                name="note"
                maxLength={280}
                rows={2}
                defaultValue={pick.note ?? ''}
                className={backOffice.textarea}
              />
            </div>
            <div className={styles.twoColumns}>
              <div className={styles.field}>
                <label htmlFor={`${idBase}-starts`} className={backOffice.label}>
                  Shown from
                </label>
                <input
                  id={`${idBase}-starts`}
                  type="date"
                  name="startsOn"
                  defaultValue={pick.startsOn ?? ''}
                  className={backOffice.input}
                />
              </div>
              <div className={styles.field}>
                <label htmlFor={`${idBase}-ends`} className={backOffice.label}>
                  Shown until
                </label>
                <input
                  id={`${idBase}-ends`}
                  type="date"
                  name="endsOn"
                  defaultValue={pick.endsOn ?? ''}
                  className={backOffice.input}
                />
              </div>
            </div>
            <div>
              <button type="submit" className={`button ${styles.small}`}>
                Save note and dates
              </button>
            </div>
          </form>
        </details>
      </div>
    </li>
  );
}
