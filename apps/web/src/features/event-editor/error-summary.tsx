/**
 * What stops the event from being saved, above the form: announced when it appears (role="alert", focused), each
 * problem a link that moves focus to its field.
 */
import type { Ref } from 'react';
import type { FieldErrors, FieldKey } from './event-draft';
import styles from './event-editor.module.css';
import { fieldId } from './form-field';

const FIELD_LABELS: Record<FieldKey, string> = {
  name: 'Name',
  shortDescription: 'Summary',
  description: 'Description',
  categories: 'Categories',
  'where.name': 'Venue',
  'where.address': 'Address',
  'where.city': 'City',
  'where.state': 'State',
  'where.lat': 'Coordinates',
  location: 'Location',
  media: 'Photos and videos',
  'schedule.dates': 'Dates',
  'schedule.lastDate': 'Last date',
  'schedule.days': 'Weekly hours',
  'schedule.rrule': 'Repeat rule',
  'schedule.exdates': 'Skip dates',
  form: 'Event',
};

/** Where focus goes for an error: the field's control, or the first control of its group. */
function focusField(key: FieldKey) {
  const fallbacks: Partial<Record<FieldKey, string>> = {
    'schedule.rrule': 'rrule-interval',
    categories: 'event-categories',
  };
  const element =
    document.getElementById(fieldId(key)) ?? document.getElementById(fallbacks[key] ?? '') ?? null;
  element?.focus();
}

export function ErrorSummary({ errors, ref }: { errors: FieldErrors; ref: Ref<HTMLDivElement> }) {
  const errorEntries = Object.entries(errors) as [FieldKey, string][];
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={styles.errorSummary}
      role="alert"
      hidden={errorEntries.length === 0}
    >
      {errorEntries.length > 0 ? (
        <>
          <h2 className={styles.errorSummaryTitle}>
            {errorEntries.length === 1 ? 'One thing to fix' : `${errorEntries.length} things to fix`}
          </h2>
          <ul>
            {errorEntries.map(([key, message]) => (
              <li key={key}>
                {key === 'form' ? (
                  message
                ) : (
                  <a
                    href={`#${fieldId(key)}`}
                    onClick={(event) => {
                      event.preventDefault();
                      focusField(key);
                    }}
                  >
                    {FIELD_LABELS[key]}: {message}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
