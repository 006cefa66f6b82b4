'use client';
/**
 * The Subscribe action of a public feed (issue 26): a button that opens a dialog with the feed's options
 * (feed-options.tsx). A modal <dialog>: Escape closes it, the page behind is inert, focus returns to the button.
 */
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { FeedOptions } from './feed-options';
import styles from './subscribe.module.css';

export interface SubscribeButtonProps {
  /** The feed's path on this site ('/api/v1/calendar-feeds/...'). */
  feedPath: string;
  /** What is subscribed to, for the dialog's title ("Boston this weekend"). */
  title: string;
  className?: string;
  /** The feed takes `?categories=` (the whole city's): the dialog offers to pick some. */
  canPickCategories?: boolean;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled])';

/** Tab and Shift+Tab go round the dialog's own controls (the page behind is inert anyway). */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

export function SubscribeButton({ feedPath, title, className, canPickCategories }: SubscribeButtonProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const [isOpen, setIsOpen] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    const onClose = () => {
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, [isOpen]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={className ?? 'button button-secondary'}
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
      >
        Subscribe in your calendar
      </button>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={titleId}
        onKeyDown={keepFocusInside}
        onClick={(event) => {
          // A click on the ::backdrop targets the dialog element itself.
          if (event.target === dialogRef.current) dialogRef.current.close();
        }}
      >
        <div className={styles.panel}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              Subscribe to {title}
            </h2>
            <button
              type="button"
              className={styles.close}
              aria-label="Close"
              onClick={() => dialogRef.current?.close()}
            >
              ×
            </button>
          </header>
          <p className={styles.lead}>New and changed events appear in your calendar by themselves.</p>
          {isOpen ? <FeedOptions feedUrl={feedPath} canPickCategories={canPickCategories} /> : null}
        </div>
      </dialog>
    </>
  );
}
