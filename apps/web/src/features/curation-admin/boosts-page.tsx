/**
 * /admin/curation/{location}/boosts: a city's boosted events whose boost holds now, ending soonest first, each with
 * its last day and an End boost button; a form boosts an event (by address or slug) until the end of a day. The
 * boost ends on its own at that moment: nothing needs to be run.
 */
import { LOCATIONS, type LocationSlug } from '@happenings/domain/locations';
import Link from 'next/link';
import backOffice from '../back-office/back-office.module.css';
import { type RawSearchParams, readSearchParam } from '../back-office/search-param';
import { StatusMessage } from '../back-office/status-message';
import { lastBoostedDay } from './boost-end';
import { boostEvent, unboostEvent } from './boosts.actions';
import styles from './curation.module.css';
import { readBoosts } from './curation.server';
import { describeCurationOutcome } from './curation-outcome';
import { LocationSwitcher } from './location-switcher';

export async function BoostsPage({
  location,
  searchParams,
}: {
  location: LocationSlug;
  searchParams: RawSearchParams;
}) {
  const boosts = await readBoosts(location);
  const status = describeCurationOutcome(readSearchParam(searchParams, 'outcome'));
  const { name: city, timeZone } = LOCATIONS[location];
  return (
    <>
      <header className={backOffice.pageHeader}>
        <div>
          <p className={backOffice.eyebrow}>
            <Link href="/admin/curation">Curation</Link>
          </p>
          <h1 className={backOffice.title}>Boosted events, {city}</h1>
          <p className={backOffice.lead}>
            Shown apart in the apps’ event lists until the end of their last day.
          </p>
        </div>
      </header>
      <LocationSwitcher current={location} pathOf={(slug) => `/admin/curation/${slug}/boosts`} />
      <StatusMessage message={status?.message ?? null} isError={status?.isError} />
      {boosts.length === 0 ? (
        <p className={backOffice.empty}>No event is boosted in {city} now.</p>
      ) : (
        <ul className={styles.ordered} aria-label={`Boosted in ${city}`}>
          {boosts.map((boost) => (
            <li
              key={boost.experience.id}
              id={`boost-${boost.experience.id}`}
              className={styles.result}
              tabIndex={-1}
            >
              <span>
                <Link href={`/event/${boost.experience.slug}`}>{boost.experience.name}</Link>{' '}
                <span className={backOffice.muted}>
                  {boost.boostedUntil
                    ? `until the end of ${lastBoostedDay(boost.boostedUntil, timeZone)}`
                    : 'with no end (until it is ended here)'}
                </span>
              </span>
              <form action={unboostEvent}>
                <input type="hidden" name="location" value={location} />
                <input type="hidden" name="experienceId" value={boost.experience.id} />
                <button
                  type="submit"
                  className={`button button-secondary ${styles.small}`}
                  aria-label={`End boost: ${boost.experience.name}`}
                >
                  End boost
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <section className={backOffice.section} aria-labelledby="boost-an-event">
        <h2 id="boost-an-event" className={backOffice.sectionTitle}>
          Boost an event
        </h2>
        <form action={boostEvent} className={styles.fields}>
          <input type="hidden" name="location" value={location} />
          <div className={styles.field}>
            <label htmlFor="boost-experience" className={backOffice.label}>
              Event page address or slug
            </label>
            <input
              id="boost-experience"
              name="experience"
              required
              maxLength={500}
              className={backOffice.input}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="boost-until" className={backOffice.label}>
              Boosted until the end of
            </label>
            <input id="boost-until" name="until" type="date" required className={backOffice.input} />
            <p className={backOffice.hint}>Boosting an event already boosted moves its end.</p>
          </div>
          <div>
            <button type="submit" className="button">
              Boost
            </button>
          </div>
        </form>
      </section>
    </>
  );
}
