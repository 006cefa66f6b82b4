/**
 * A city's feeds on its page (issue 26 Subscribe): this weekend, the editor picks and the whole city, each with
 * its Subscribe action. The whole-city feed also takes `?categories=` (apps/api README, Calendar feeds).
 */
import type { Location } from '@happenings/domain/locations';
import styles from './subscribe.module.css';
import { SubscribeButton } from './subscribe-button';

export function LocationFeeds({ location }: { location: Location }) {
  const base = `/api/v1/calendar-feeds/locations/${location.slug}`;
  const feeds = [
    { path: `${base}/weekend.ics`, label: 'This weekend', title: `${location.name} this weekend` },
    { path: `${base}/editor-picks.ics`, label: 'Editor picks', title: `${location.name} editor picks` },
    {
      path: `${base}/events.ics`,
      label: `Everything in ${location.name}`,
      title: `everything in ${location.name}`,
      canPickCategories: true,
    },
  ];
  return (
    <section className={styles.feeds} aria-labelledby="location-feeds-title">
      <h2 id="location-feeds-title">In your calendar</h2>
      <p className={styles.lead}>
        Subscribe once in Google Calendar, Apple Calendar or Outlook and {location.name}'s events keep
        arriving.
      </p>
      <ul className={styles.list}>
        {feeds.map((feed) => (
          <li key={feed.path} className={styles.option}>
            <span className={styles.optionTitle}>{feed.label}</span>
            <SubscribeButton
              feedPath={feed.path}
              title={feed.title}
              canPickCategories={feed.canPickCategories}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
