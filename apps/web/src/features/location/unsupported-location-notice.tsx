/**
 * spec §1/§2: a location the app does not serve yet (isAppSupported false, Washington DC) says so and offers
 * the region-interest form; the page still shows what events exist there.
 */
import type { Location } from '@happenings/domain/locations';
import styles from './location-page.module.css';
import { RegionInterestForm } from './region-interest-form';

export function UnsupportedLocationNotice({ location }: { location: Location }) {
  return (
    <section className={styles.notice} aria-labelledby="unsupported-title">
      <div className={styles.noticeText}>
        <p className={styles.noticeEyebrow}>Coming soon</p>
        <h2 id="unsupported-title" className={styles.noticeTitle}>
          The Happenings app does not support {location.name} yet
        </h2>
        <p>
          We are still building our {location.shortName} guide. Browse what is listed below, and leave your
          e-mail to hear when the app launches in {location.name}.
        </p>
      </div>
      <RegionInterestForm region={location.slug} regionName={location.name} />
    </section>
  );
}
