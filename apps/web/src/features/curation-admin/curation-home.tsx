/**
 * /admin/curation: what editors curate, per city and overall (docs/moderation.md: Curation), each a link to its
 * page; the feature flags only for admins.
 */
import { LOCATION_LIST } from '@happenings/domain/locations';
import Link from 'next/link';
import backOffice from '../back-office/back-office.module.css';
import { PICK_LIST_NAMES, PICK_LISTS } from './curation.server';

export function CurationHome({ isAdmin }: { isAdmin: boolean }) {
  return (
    <>
      <header className={backOffice.pageHeader}>
        <div>
          <h1 className={backOffice.title}>Curation</h1>
          <p className={backOffice.lead}>
            What visitors see first. Every change shows on the website and in the apps at once.
          </p>
        </div>
      </header>
      <div className={backOffice.cards}>
        {LOCATION_LIST.map((location) => (
          <section
            key={location.slug}
            className={backOffice.card}
            aria-labelledby={`curation-${location.slug}`}
          >
            <h2 id={`curation-${location.slug}`} className={backOffice.cardTitle}>
              {location.name}
            </h2>
            <ul>
              {PICK_LISTS.map((list) => (
                <li key={list}>
                  <Link href={`/admin/curation/${location.slug}/picks/${list}`}>{PICK_LIST_NAMES[list]}</Link>
                </li>
              ))}
              <li>
                <Link href={`/admin/curation/${location.slug}/boosts`}>Boosted events</Link>
              </li>
              <li>
                <Link href={`/admin/curation/${location.slug}/search-recommendations`}>
                  Search suggestions
                </Link>
              </li>
              <li>
                <Link href={`/admin/curation/${location.slug}/featured-categories`}>Featured categories</Link>
              </li>
            </ul>
          </section>
        ))}
        <section className={backOffice.card} aria-labelledby="curation-everywhere">
          <h2 id="curation-everywhere" className={backOffice.cardTitle}>
            Everywhere
          </h2>
          <ul>
            <li>
              <Link href="/admin/curation/contests">Contests</Link>
            </li>
            {isAdmin ? (
              <li>
                <Link href="/admin/curation/feature-flags">Feature flags</Link>
              </li>
            ) : null}
          </ul>
        </section>
      </div>
    </>
  );
}
