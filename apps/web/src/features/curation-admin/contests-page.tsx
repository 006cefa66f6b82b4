/**
 * /admin/curation/contests: every contest, the latest start first, each a link to its own page to change it, and
 * a form to create one. A contest's page and leaderboard on the website follow a change at once.
 */
import Link from 'next/link';
import { notFound } from 'next/navigation';
import backOffice from '../back-office/back-office.module.css';
import { type RawSearchParams, readSearchParam } from '../back-office/search-param';
import { StaffTime } from '../back-office/staff-time';
import { StatusMessage } from '../back-office/status-message';
import { ContestForm } from './contest-form';
import { createContest, saveContest } from './contests.actions';
import styles from './curation.module.css';
import { type CuratedContest, readContests } from './curation.server';
import { describeCurationOutcome } from './curation-outcome';

export async function ContestsPage({ searchParams }: { searchParams: RawSearchParams }) {
  const contests = await readContests();
  const status = describeCurationOutcome(readSearchParam(searchParams, 'outcome'));
  return (
    <>
      <header className={backOffice.pageHeader}>
        <div>
          <p className={backOffice.eyebrow}>
            <Link href="/admin/curation">Curation</Link>
          </p>
          <h1 className={backOffice.title}>Contests</h1>
          <p className={backOffice.lead}>Invite contests: their pages, rules, prizes and dates.</p>
        </div>
      </header>
      <StatusMessage message={status?.message ?? null} isError={status?.isError} />
      {contests.length === 0 ? (
        <p className={backOffice.empty}>No contest yet.</p>
      ) : (
        <ul className={styles.ordered} aria-label="Contests">
          {contests.map((contest) => (
            <li key={contest.id} className={styles.result}>
              <span>
                <Link href={`/admin/curation/contests/${contest.id}`}>{contest.name}</Link>{' '}
                <span className={backOffice.muted}>
                  /contest/{contest.slug} · <ContestDates contest={contest} />
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <section className={backOffice.section} aria-labelledby="new-contest">
        <h2 id="new-contest" className={backOffice.sectionTitle}>
          New contest
        </h2>
        <ContestForm action={createContest} submitLabel="Create contest" />
      </section>
    </>
  );
}

function ContestDates({ contest }: { contest: CuratedContest }) {
  if (!contest.startsAt && !contest.endsAt) return <>no dates</>;
  return (
    <>
      {contest.startsAt ? <StaffTime iso={contest.startsAt} /> : 'open'} –{' '}
      {contest.endsAt ? <StaffTime iso={contest.endsAt} /> : 'open'}
    </>
  );
}

export async function ContestPage({ id, searchParams }: { id: string; searchParams: RawSearchParams }) {
  const contest = (await readContests()).find((each) => each.id === id) ?? null;
  const status = describeCurationOutcome(readSearchParam(searchParams, 'outcome'));
  if (!contest) notFound();
  return (
    <>
      <header className={backOffice.pageHeader}>
        <div>
          <p className={backOffice.eyebrow}>
            <Link href="/admin/curation/contests">Contests</Link>
          </p>
          <h1 className={backOffice.title}>{contest.name}</h1>
          <p className={backOffice.lead}>
            <Link href={`/contest/${contest.slug}`}>/contest/{contest.slug}</Link>
          </p>
        </div>
      </header>
      <StatusMessage message={status?.message ?? null} isError={status?.isError} />
      <ContestForm action={saveContest} contest={contest} submitLabel="Save contest" />
    </>
  );
}
