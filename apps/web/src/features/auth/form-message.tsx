/**
 * A live region that is always in the page (so screen readers hear what is put in it) holding an error or a
 * success message.
 */
import styles from './form.module.css';

export function FormMessage({
  id,
  tone,
  children,
}: {
  id?: string;
  tone: 'error' | 'success';
  children: React.ReactNode;
}) {
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'}>
      {children ? <p className={tone === 'error' ? styles.alert : styles.success}>{children}</p> : null}
    </div>
  );
}
