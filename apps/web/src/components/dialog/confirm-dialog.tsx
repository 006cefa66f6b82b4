'use client';
/**
 * Asks before something that cannot be undone from here (leaving a collection, deleting one or a roundup): the
 * question, what will happen, and the two answers. Built on the one modal dialog of the site.
 */
import { ModalDialog } from './modal-dialog';
import styles from './modal-dialog.module.css';

export interface ConfirmDialogProps {
  title: string;
  body: string;
  confirmLabel: string;
  isOpen: boolean;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  isOpen,
  isBusy,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <ModalDialog title={title} isOpen={isOpen} onClose={onClose}>
      <p>{body}</p>
      <div className={styles.actions}>
        <button type="button" className="button button-secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="button" disabled={isBusy} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
