/**
 * /admin/curation/feature-flags (an admin's): the spec §3 switches of the contest, as the apps and the website
 * read them. Saving takes effect on their next read.
 */
import Link from 'next/link';
import backOffice from '../back-office/back-office.module.css';
import { type RawSearchParams, readSearchParam } from '../back-office/search-param';
import { StatusMessage } from '../back-office/status-message';
import styles from './curation.module.css';
import { readFeatureFlags } from './curation.server';
import { describeCurationOutcome } from './curation-outcome';
import { saveFeatureFlags } from './flags.actions';

const FLAGS = [
  {
    name: 'showNoahContestWebPage',
    label: 'Show the contest’s page on the website',
    hint: 'Off: the contest page says the contest is not open on the web.',
  },
  {
    name: 'showNoahContestAsCompleted',
    label: 'Show the contest as completed',
    hint: 'On: the contest reads as over (winners announced) even before its end date.',
  },
] as const;

export async function FeatureFlagsPage({ searchParams }: { searchParams: RawSearchParams }) {
  const flags = await readFeatureFlags();
  const status = describeCurationOutcome(readSearchParam(searchParams, 'outcome'));
  return (
    <>
      <header className={backOffice.pageHeader}>
        <div>
          <p className={backOffice.eyebrow}>
            <Link href="/admin/curation">Curation</Link>
          </p>
          <h1 className={backOffice.title}>Feature flags</h1>
          <p className={backOffice.lead}>Product switches the apps and the website read. Admins only.</p>
        </div>
      </header>
      <StatusMessage message={status?.message ?? null} isError={status?.isError} />
      {flags ? (
        <form action={saveFeatureFlags} className={styles.fields}>
          <fieldset className={styles.fields}>
            <legend className={backOffice.label}>Contest</legend>
            {FLAGS.map((flag) => (
              <div key={flag.name} className={styles.field}>
                <div className={styles.checkboxField}>
                  <input
                    id={`flag-${flag.name}`}
                    type="checkbox"
                    name={flag.name}
                    defaultChecked={flags[flag.name]}
                    aria-describedby={`flag-${flag.name}-hint`}
                  />
                  <label htmlFor={`flag-${flag.name}`}>{flag.label}</label>
                </div>
                <p id={`flag-${flag.name}-hint`} className={backOffice.hint}>
                  {flag.hint} <span className={backOffice.muted}>({flag.name})</span>
                </p>
              </div>
            ))}
          </fieldset>
          <div>
            <button type="submit" className="button">
              Save feature flags
            </button>
          </div>
        </form>
      ) : (
        <p className={backOffice.empty}>The flags could not be read. Try again in a moment.</p>
      )}
    </>
  );
}
