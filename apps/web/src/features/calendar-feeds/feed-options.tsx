'use client';
/**
 * What a Subscribe action offers for one feed (issue 26): open it in Apple Calendar or Outlook (webcal://), add it
 * to Google Calendar by URL, or copy the address for any other app; and the truth about freshness: calendar apps
 * fetch a subscribed feed on their own schedule, Google about once a day.
 */
import { useId, useState } from 'react';
import { CategoryPicker } from './category-picker';
import { buildFeedLinks, withCategories } from './feed-links';
import styles from './subscribe.module.css';

export function FeedOptions({
  feedUrl,
  canPickCategories = false,
}: {
  feedUrl: string;
  canPickCategories?: boolean;
}) {
  const inputId = useId();
  const [copied, setCopied] = useState(false);
  const [categories, setCategories] = useState<string[]>([]);
  const links = buildFeedLinks(withCategories(feedUrl, categories), window.location.origin);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(links.https);
      setCopied(true);
    } catch {
      // Without clipboard access the address stays selected in its field, ready to copy by hand.
      document.getElementById(inputId)?.focus();
    }
  };

  return (
    <div className={styles.options}>
      {canPickCategories ? (
        <CategoryPicker
          selected={categories}
          onChange={(next) => {
            setCategories(next);
            setCopied(false);
          }}
        />
      ) : null}
      <ul className={styles.list}>
        <li className={styles.option}>
          <span className={styles.optionTitle}>Apple Calendar or Outlook</span>
          <a className="button button-secondary" href={links.webcal}>
            Subscribe
          </a>
        </li>
        <li className={styles.option}>
          <span className={styles.optionTitle}>Google Calendar</span>
          <a
            className="button button-secondary"
            href={links.google}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Add to Google Calendar (opens in a new tab)"
          >
            Add
          </a>
        </li>
      </ul>
      <label className={styles.label} htmlFor={inputId}>
        Address for other calendar apps
      </label>
      <div className={styles.copyRow}>
        <input
          id={inputId}
          className={styles.address}
          type="text"
          readOnly
          value={links.https}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button button-secondary" onClick={copy}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      <p className={styles.note} aria-live="polite">
        {copied ? 'The address is copied. ' : ''}Calendar apps check for new events on their own schedule:
        Google Calendar about once a day, others every few hours.
      </p>
    </div>
  );
}
