/**
 * /admin/curation/{location}/search-recommendations: the suggestions of a city's search page, in order (the
 * highlighted ones are shown first to visitors), inactive ones too. Each row moves up or down, is changed (label,
 * search, highlighted, active) or deleted; a form adds one that runs a search or opens an event.
 */
import { LOCATIONS, type LocationSlug } from '@happenings/domain/locations';
import Link from 'next/link';
import backOffice from '../back-office/back-office.module.css';
import { type RawSearchParams, readSearchParam } from '../back-office/search-param';
import { StatusMessage } from '../back-office/status-message';
import styles from './curation.module.css';
import { type CuratedRecommendation, readRecommendations } from './curation.server';
import { describeCurationOutcome } from './curation-outcome';
import { LocationSwitcher } from './location-switcher';
import { MoveButtons } from './move-buttons';
import {
  addRecommendation,
  deleteRecommendation,
  moveRecommendation,
  updateRecommendation,
} from './recommendations.actions';

export async function RecommendationsPage({
  location,
  searchParams,
}: {
  location: LocationSlug;
  searchParams: RawSearchParams;
}) {
  const rows = await readRecommendations(location);
  const status = describeCurationOutcome(readSearchParam(searchParams, 'outcome'));
  const city = LOCATIONS[location].name;
  return (
    <>
      <header className={backOffice.pageHeader}>
        <div>
          <p className={backOffice.eyebrow}>
            <Link href="/admin/curation">Curation</Link>
          </p>
          <h1 className={backOffice.title}>Search suggestions, {city}</h1>
          <p className={backOffice.lead}>Offered on the search page before anything is typed.</p>
        </div>
      </header>
      <LocationSwitcher
        current={location}
        pathOf={(slug) => `/admin/curation/${slug}/search-recommendations`}
      />
      <StatusMessage message={status?.message ?? null} isError={status?.isError} />
      {rows.length === 0 ? (
        <p className={backOffice.empty}>No suggestion for {city} yet.</p>
      ) : (
        <ol className={styles.ordered} aria-label={`Search suggestions, ${city}, in order`}>
          {rows.map((row, index) => (
            <SuggestionRow key={row.id} row={row} index={index} count={rows.length} location={location} />
          ))}
        </ol>
      )}
      <section className={backOffice.section} aria-labelledby="add-suggestion">
        <h2 id="add-suggestion" className={backOffice.sectionTitle}>
          Add a suggestion
        </h2>
        <form action={addRecommendation} className={styles.fields}>
          <input type="hidden" name="location" value={location} />
          <div className={styles.field}>
            <label htmlFor="suggestion-label" className={backOffice.label}>
              Label
            </label>
            <input id="suggestion-label" name="label" required maxLength={80} className={backOffice.input} />
          </div>
          <div className={styles.twoColumns}>
            <div className={styles.field}>
              <label htmlFor="suggestion-query" className={backOffice.label}>
                Search to run
              </label>
              <input id="suggestion-query" name="query" maxLength={200} className={backOffice.input} />
            </div>
            <div className={styles.field}>
              <label htmlFor="suggestion-experience" className={backOffice.label}>
                Or event to open (address or slug)
              </label>
              <input
                id="suggestion-experience"
                name="experience"
                maxLength={500}
                className={backOffice.input}
              />
            </div>
          </div>
          <div className={styles.checkboxField}>
            <input id="suggestion-highlighted" type="checkbox" name="isHighlighted" />
            <label htmlFor="suggestion-highlighted">Highlighted (shown first)</label>
          </div>
          <div>
            <button type="submit" className="button">
              Add suggestion
            </button>
          </div>
        </form>
      </section>
    </>
  );
}

function SuggestionRow({
  row,
  index,
  count,
  location,
}: {
  row: CuratedRecommendation;
  index: number;
  count: number;
  location: LocationSlug;
}) {
  const idBase = `suggestion-${row.id}`;
  const hidden = { location, id: row.id };
  return (
    <li id={idBase} className={styles.item} tabIndex={-1} aria-label={`${index + 1}. ${row.label}`}>
      <span className={styles.position} aria-hidden="true">
        {index + 1}
      </span>
      <div className={styles.itemBody}>
        <h2 className={styles.itemName}>{row.label}</h2>
        <p className={styles.itemMeta}>
          {row.query ? `Searches “${row.query}”` : row.item ? `Opens an ${row.item.type}` : ''}
          {row.isHighlighted ? ' · highlighted' : ''}
          {row.isActive ? '' : ' · inactive: not shown'}
        </p>
        <div className={styles.actions}>
          <MoveButtons
            action={moveRecommendation}
            hidden={hidden}
            name={row.label}
            index={index}
            count={count}
          />
          <form action={deleteRecommendation}>
            <input type="hidden" name="location" value={location} />
            <input type="hidden" name="id" value={row.id} />
            <button
              type="submit"
              className={`button button-secondary ${styles.small}`}
              aria-label={`Delete: ${row.label}`}
            >
              Delete
            </button>
          </form>
        </div>
        <details className={styles.details}>
          <summary>Change</summary>
          <form action={updateRecommendation} className={styles.fields}>
            <input type="hidden" name="location" value={location} />
            <input type="hidden" name="id" value={row.id} />
            <div className={styles.field}>
              <label htmlFor={`${idBase}-label`} className={backOffice.label}>
                Label
              </label>
              <input
                id={`${idBase}-label`}
                name="label"
                required
                maxLength={80}
                defaultValue={row.label}
                className={backOffice.input}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${idBase}-query`} className={backOffice.label}>
                Search to run
              </label>
              <input
                id={`${idBase}-query`}
                name="query"
                maxLength={200}
                defaultValue={row.query ?? ''}
                className={backOffice.input}
              />
            </div>
            <div className={styles.checkboxField}>
              <input
                id={`${idBase}-highlighted`}
                type="checkbox"
                name="isHighlighted"
                defaultChecked={row.isHighlighted}
              />
              <label htmlFor={`${idBase}-highlighted`}>Highlighted (shown first)</label>
            </div>
            <div className={styles.checkboxField}>
              <input id={`${idBase}-active`} type="checkbox" name="isActive" defaultChecked={row.isActive} />
              <label htmlFor={`${idBase}-active`}>Active (shown to visitors)</label>
            </div>
            <div>
              <button type="submit" className={`button ${styles.small}`}>
                Save suggestion
              </button>
            </div>
          </form>
        </details>
      </div>
    </li>
  );
}
