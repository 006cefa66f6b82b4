/**
 * The fields of a contest (slug, name, description, city, rules, prize, start and end as New York wall-clock
 * times), empty for a new one or filled with one's values; it posts to the action it is given.
 */
import { LOCATION_LIST } from '@happenings/domain/locations';
import backOffice from '../back-office/back-office.module.css';
import { toWallClock } from './contest-fields';
import styles from './curation.module.css';
import type { CuratedContest } from './curation.server';

export function ContestForm({
  action,
  contest,
  submitLabel,
}: {
  action: (formData: FormData) => Promise<void>;
  contest?: CuratedContest;
  submitLabel: string;
}) {
  const id = (name: string) => `contest-${contest?.id ?? 'new'}-${name}`;
  return (
    <form action={action} className={styles.fields}>
      {contest ? <input type="hidden" name="id" value={contest.id} /> : null}
      <div className={styles.twoColumns}>
        <div className={styles.field}>
          <label htmlFor={id('name')} className={backOffice.label}>
            Name
          </label>
          <input
            id={id('name')}
            name="name"
            required
            maxLength={120}
            defaultValue={contest?.name}
            className={backOffice.input}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={id('slug')} className={backOffice.label}>
            Address (slug)
          </label>
          <input
            id={id('slug')}
            name="slug"
            required
            minLength={2}
            maxLength={100}
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            defaultValue={contest?.slug}
            className={backOffice.input}
            aria-describedby={id('slug-hint')}
          />
          <p id={id('slug-hint')} className={backOffice.hint}>
            Lower-case words joined by hyphens: the page is /contest/your-slug.
          </p>
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={id('description')} className={backOffice.label}>
          Description
        </label>
        <textarea
          id={id('description')}
          name="description"
          rows={2}
          maxLength={2000}
          defaultValue={contest?.description ?? ''}
          className={backOffice.textarea}
        />
      </div>
      <div className={styles.twoColumns}>
        <div className={styles.field}>
          <label htmlFor={id('location')} className={backOffice.label}>
            City
          </label>
          <select
            id={id('location')}
            name="location"
            defaultValue={contest?.location ?? ''}
            className={backOffice.select}
          >
            <option value="">Every city</option>
            {LOCATION_LIST.map((location) => (
              <option key={location.slug} value={location.slug}>
                {location.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={id('prize')} className={backOffice.label}>
            Prize
          </label>
          <input
            id={id('prize')}
            name="prize"
            maxLength={500}
            defaultValue={contest?.prize ?? ''}
            className={backOffice.input}
          />
        </div>
      </div>
      <div className={styles.twoColumns}>
        <div className={styles.field}>
          <label htmlFor={id('startsAt')} className={backOffice.label}>
            Starts (New York time)
          </label>
          <input
            id={id('startsAt')}
            name="startsAt"
            type="datetime-local"
            defaultValue={toWallClock(contest?.startsAt ?? null)}
            className={backOffice.input}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={id('endsAt')} className={backOffice.label}>
            Ends (New York time)
          </label>
          <input
            id={id('endsAt')}
            name="endsAt"
            type="datetime-local"
            defaultValue={toWallClock(contest?.endsAt ?? null)}
            className={backOffice.input}
          />
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={id('rules')} className={backOffice.label}>
          Rules
        </label>
        <textarea
          id={id('rules')}
          name="rules"
          rows={6}
          maxLength={10000}
          defaultValue={contest?.rules ?? ''}
          className={backOffice.textarea}
          aria-describedby={id('rules-hint')}
        />
        <p id={id('rules-hint')} className={backOffice.hint}>
          Plain text; a blank line starts a new paragraph. The leaderboard counts invites made between the
          start and the end.
        </p>
      </div>
      <div>
        <button type="submit" className="button">
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
