'use client';
/**
 * The Add to calendar dialog (spec §2): a header, a close button and a list of options, each with a title and a
 * button — Google calendar (a filled-in event form) and Apple calendar (an .ics file). A modal <dialog>: Escape
 * closes it, the page behind is inert and does not scroll, Tab stays inside, and focus returns to the opener.
 */
import {
  type AddToCalendarEvent,
  buildGoogleCalendarUrl,
  buildICalendar,
  calendarFileEntries,
  calendarFileName,
  googleCalendarEntry,
} from '@happenings/domain/calendar';
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef } from 'react';
import styles from './add-to-calendar.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface AddToCalendarDialogProps {
  event: AddToCalendarEvent;
  isOpen: boolean;
  onClose: () => void;
}

function downloadICalendar(event: AddToCalendarEvent): void {
  // Opening hours per weekday are several entries (one per distinct opening): the file holds them all.
  const text = buildICalendar(calendarFileEntries(event), { now: Date.now() });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = calendarFileName(event.title);
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function AddToCalendarDialog({ event, isOpen, onClose }: AddToCalendarDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // The page scroll lock (spec §2) is CSS on :modal (add-to-calendar.module.css), so it holds exactly as
      // long as the dialog is open, however it closes.
      dialog.showModal();
    }
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  // Closing by any path (Escape, the close button, a backdrop click) gives focus back to the opener.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onDialogClose = () => {
      onClose();
      openerRef.current?.focus();
    };
    dialog.addEventListener('close', onDialogClose);
    return () => dialog.removeEventListener('close', onDialogClose);
  }, [onClose]);

  const onKeyDown = (keyEvent: KeyboardEvent<HTMLDialogElement>) => {
    if (keyEvent.key !== 'Tab') return;
    const focusable = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (keyEvent.shiftKey && document.activeElement === first) {
      keyEvent.preventDefault();
      last.focus();
    } else if (!keyEvent.shiftKey && document.activeElement === last) {
      keyEvent.preventDefault();
      first.focus();
    }
  };

  const onBackdropClick = (mouseEvent: MouseEvent<HTMLDialogElement>) => {
    // A click on the ::backdrop targets the dialog element itself.
    if (mouseEvent.target === dialogRef.current) dialogRef.current.close();
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onClick={onBackdropClick}
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            Add to calendar
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label="Close"
            onClick={() => dialogRef.current?.close()}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <path
                fill="currentColor"
                d="M18.3 5.71 12 12l6.3 6.29-1.41 1.42L10.59 13.4 4.3 19.71 2.88 18.3 9.17 12 2.88 5.71 4.3 4.29l6.29 6.3 6.3-6.3z"
              />
            </svg>
          </button>
        </header>
        <p className={styles.eventName}>{event.title}</p>
        {isOpen ? (
          <ul className={styles.options}>
            <li className={styles.option}>
              <span className={styles.optionTitle}>Google calendar</span>
              <a
                className="button button-secondary"
                href={buildGoogleCalendarUrl(googleCalendarEntry(event, Date.now()))}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Add to Google calendar (opens in a new tab)"
              >
                Add
              </a>
            </li>
            <li className={styles.option}>
              <span className={styles.optionTitle}>Apple calendar</span>
              <button
                type="button"
                className="button button-secondary"
                aria-label="Download for Apple calendar (.ics file)"
                onClick={() => downloadICalendar(event)}
              >
                Download
              </button>
            </li>
          </ul>
        ) : null}
      </div>
    </dialog>
  );
}
