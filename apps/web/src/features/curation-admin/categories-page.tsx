/**
 * /admin/curation/{location}/featured-categories: the categories a city's search page and the apps offer first, in
 * order. Each moves up or down or is removed; any other category can be added at the end.
 */
import { LOCATIONS, type LocationSlug } from '@happenings/domain/locations';
import Link from 'next/link';
import backOffice from '../back-office/back-office.module.css';
import { type RawSearchParams, readSearchParam } from '../back-office/search-param';
import { StatusMessage } from '../back-office/status-message';
import { addFeaturedCategory, moveFeaturedCategory, removeFeaturedCategory } from './categories.actions';
import styles from './curation.module.css';
import { readCategories } from './curation.server';
import { describeCurationOutcome } from './curation-outcome';
import { LocationSwitcher } from './location-switcher';
import { MoveButtons } from './move-buttons';

export async function CategoriesPage({
  location,
  searchParams,
}: {
  location: LocationSlug;
  searchParams: RawSearchParams;
}) {
  const { featured, all } = await readCategories(location);
  const status = describeCurationOutcome(readSearchParam(searchParams, 'outcome'));
  const city = LOCATIONS[location].name;
  const others = all.filter((category) => !featured.some((each) => each.slug === category.slug));
  return (
    <>
      <header className={backOffice.pageHeader}>
        <div>
          <p className={backOffice.eyebrow}>
            <Link href="/admin/curation">Curation</Link>
          </p>
          <h1 className={backOffice.title}>Featured categories, {city}</h1>
          <p className={backOffice.lead}>Offered first, in this order, on the search page and in the apps.</p>
        </div>
      </header>
      <LocationSwitcher current={location} pathOf={(slug) => `/admin/curation/${slug}/featured-categories`} />
      <StatusMessage message={status?.message ?? null} isError={status?.isError} />
      {featured.length === 0 ? (
        <p className={backOffice.empty}>No category is featured in {city}.</p>
      ) : (
        <ol className={styles.ordered} aria-label={`Featured categories, ${city}, in order`}>
          {featured.map((category, index) => (
            <li
              key={category.slug}
              id={`category-${category.slug}`}
              className={styles.item}
              tabIndex={-1}
              aria-label={`${index + 1}. ${category.name}`}
            >
              <span className={styles.position} aria-hidden="true">
                {index + 1}
              </span>
              <div className={styles.itemBody}>
                <h2 className={styles.itemName}>{category.name}</h2>
                <div className={styles.actions}>
                  <MoveButtons
                    action={moveFeaturedCategory}
                    hidden={{ location, slug: category.slug }}
                    name={category.name}
                    index={index}
                    count={featured.length}
                  />
                  <form action={removeFeaturedCategory}>
                    <input type="hidden" name="location" value={location} />
                    <input type="hidden" name="slug" value={category.slug} />
                    <button
                      type="submit"
                      className={`button button-secondary ${styles.small}`}
                      aria-label={`Remove: ${category.name}`}
                    >
                      Remove
                    </button>
                  </form>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
      {others.length > 0 ? (
        <section className={backOffice.section} aria-labelledby="feature-category">
          <h2 id="feature-category" className={backOffice.sectionTitle}>
            Feature a category
          </h2>
          <form action={addFeaturedCategory} className={backOffice.filters}>
            <input type="hidden" name="location" value={location} />
            <div className={backOffice.filterField}>
              <label htmlFor="feature-category-slug" className={backOffice.label}>
                Category
              </label>
              <select id="feature-category-slug" name="slug" className={backOffice.select}>
                {others.map((category) => (
                  <option key={category.slug} value={category.slug}>
                    {category.name}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="button">
              Feature it
            </button>
          </form>
        </section>
      ) : null}
    </>
  );
}
