'use client';
/**
 * A button that opens the Add to calendar dialog for one event (spec §2). The dialog, with the calendar
 * builders of @happenings/domain/calendar (and their zod schemas), loads when the visitor first reaches for the
 * button (pointer over it, focus, or the click itself), not with the page: most visits never open it.
 */
import type { AddToCalendarEvent } from '@happenings/domain/calendar';
import { type ComponentType, useCallback, useState } from 'react';
import { useToast } from '@/components/toast/toast-provider';
import type { AddToCalendarDialogProps } from '@/features/calendar/add-to-calendar-dialog';

const loadDialog = () => import('@/features/calendar/add-to-calendar-dialog');

/** Starts loading the dialog ahead of the click; a failure is reported by the click, which loads it again. */
function preloadDialog(): void {
  loadDialog().catch(() => {});
}

export function AddToCalendarButton({ event, className }: { event: AddToCalendarEvent; className?: string }) {
  const toast = useToast();
  const [Dialog, setDialog] = useState<ComponentType<AddToCalendarDialogProps> | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const close = useCallback(() => setIsOpen(false), []);

  const open = () => {
    if (Dialog) {
      setIsOpen(true);
      return;
    }
    loadDialog().then(
      (module) => {
        setDialog(() => module.AddToCalendarDialog);
        setIsOpen(true);
      },
      () =>
        toast.show({
          type: 'error',
          title: 'Add to calendar did not open',
          description: 'Check your connection and try again.',
        }),
    );
  };

  return (
    <>
      <button
        type="button"
        className={className ?? 'button'}
        aria-haspopup="dialog"
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={open}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path
            fill="currentColor"
            d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9Zm-8 2h2v2h2v2h-2v2h-2v-2H9v-2h2v-2Z"
          />
        </svg>
        Add to calendar
      </button>
      {Dialog ? <Dialog event={event} isOpen={isOpen} onClose={close} /> : null}
    </>
  );
}
