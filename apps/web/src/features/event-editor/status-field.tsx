/**
 * Whether an event already saved goes ahead (spec §4 status: canceled, postponed or rescheduled).
 */
import { EVENT_STATUSES } from '@happenings/domain/enums';
import type { EventDraft, SetDraftField } from './event-draft';
import styles from './event-editor.module.css';

export function StatusField({ draft, set }: { draft: EventDraft; set: SetDraftField }) {
  return (
    <div className={styles.field}>
      <label htmlFor="event-status">Is it going ahead?</label>
      <select
        id="event-status"
        value={draft.status}
        onChange={(event) => set('status', event.target.value as EventDraft['status'])}
        aria-describedby="event-status-hint"
      >
        <option value="">Going ahead as planned</option>
        {EVENT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {status === 'CANCELED' ? 'Canceled' : status === 'POSTPONED' ? 'Postponed' : 'Rescheduled'}
          </option>
        ))}
      </select>
      <p id="event-status-hint" className={styles.hint}>
        Canceled events show “Canceled”; postponed ones show “TBA” instead of their dates.
      </p>
    </div>
  );
}
