/**
 * Move up and Move down for one row of an ordered list: plain buttons in forms (keyboard and screen-reader usable,
 * no dragging, no scripts needed). The first row cannot move up nor the last down: those buttons are disabled.
 */
import styles from './curation.module.css';

export function MoveButtons({
  action,
  hidden,
  name,
  index,
  count,
}: {
  action: (formData: FormData) => Promise<void>;
  /** The fields naming the row and its list. */
  hidden: Record<string, string>;
  /** The row's name, for the buttons' accessible names ('Move up: Lantern Walk', so the visible words lead the name). */
  name: string;
  index: number;
  count: number;
}) {
  const inputs = Object.entries(hidden).map(([key, value]) => (
    <input key={key} type="hidden" name={key} value={value} />
  ));
  return (
    <>
      <form action={action}>
        {inputs}
        <input type="hidden" name="direction" value="up" />
        <button
          type="submit"
          className={`button button-secondary ${styles.small}`}
          disabled={index === 0}
          aria-label={`Move up: ${name}`}
        >
          Move up
        </button>
      </form>
      <form action={action}>
        {inputs}
        <input type="hidden" name="direction" value="down" />
        <button
          type="submit"
          className={`button button-secondary ${styles.small}`}
          disabled={index === count - 1}
          aria-label={`Move down: ${name}`}
        >
          Move down
        </button>
      </form>
    </>
  );
}
