'use client';
import type { CalendarEvent } from '@happenings/domain/calendar';
import { useCallback, useState } from 'react';
import { AddToCalendarDialog } from '@/features/calendar/add-to-calendar-dialog';

/** A button that opens the Add to calendar dialog for one event (spec §2). */
export function AddToCalendarButton({ event, className }: { event: CalendarEvent; className?: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const close = useCallback(() => setIsOpen(false), []);
  return (
    <>
      <button
        type="button"
        className={className ?? 'button'}
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path
            fill="currentColor"
            d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9Zm-8 2h2v2h2v2h-2v2h-2v-2H9v-2h2v-2Z"
          />
        </svg>
        Add to calendar
      </button>
      <AddToCalendarDialog event={event} isOpen={isOpen} onClose={close} />
    </>
  );
}
