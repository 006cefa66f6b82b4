/**
 * The editor page frame: heading and the form (a client component) for a new or an existing event.
 */
import type { LocationSlug } from '@happenings/domain/locations';
import type { ExperienceDetail } from './event-draft';
import styles from './event-editor.module.css';
import { EventEditorForm } from './event-editor-form';

export function EventEditorPage({
  experience,
  locationSlug,
}: {
  experience?: ExperienceDetail;
  locationSlug: LocationSlug;
}) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{experience ? 'Edit event' : 'New event'}</p>
        <h1 id="event-editor-title" className={styles.title}>
          {experience ? experience.name : 'Create an event'}
        </h1>
        <p className={styles.lede}>
          {experience
            ? 'Change the details, dates or status. Saving as a draft keeps it hidden; publishing updates the page.'
            : 'Tell people what is happening, when and where. Save a draft any time; publish when it is ready.'}
        </p>
      </header>
      <EventEditorForm experience={experience} initialLocation={locationSlug} />
    </div>
  );
}
