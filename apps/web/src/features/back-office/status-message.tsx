/**
 * The outcome of the last action, shown at the top of the page it led back to. A live region (role="status"),
 * so a screen reader announces it when a script-driven navigation brings it in; an error reads as one.
 */
import styles from './back-office.module.css';

export function StatusMessage({ message, isError = false }: { message: string | null; isError?: boolean }) {
  if (!message) return null;
  return (
    <p role="status" className={isError ? `${styles.status} ${styles.statusError}` : styles.status}>
      {message}
    </p>
  );
}
