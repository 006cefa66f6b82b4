/**
 * The Edit control of an event page, for its creator and its host's owner (the API's `canEdit`): to the editor,
 * and to the list of their events.
 */
import Link from 'next/link';

export function EditEventLink({ id, canEdit }: { id: string; canEdit: boolean }) {
  if (!canEdit) return null;
  return (
    <>
      <Link href={`/event/create/${id}`} className="button">
        Edit event
      </Link>
      <Link href="/account/events" className="button button-secondary">
        My events
      </Link>
    </>
  );
}
