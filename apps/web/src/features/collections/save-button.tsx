/**
 * "Save" on an event card and the event page: opens the picker of the visitor's collections (SavePickerHost, once
 * per page, listens for these buttons). A plain button with the item in data attributes, so a page of seventy
 * cards hydrates no component per card.
 */
import type { SaveItemType } from './collection.types';
import styles from './save-button.module.css';

export const SAVE_ITEM_ATTRIBUTE = 'data-save-item-id';

export interface SaveButtonProps {
  itemId: string;
  type?: SaveItemType;
  /** The item's name: in the picker's title and in the button's accessible name. */
  name: string;
  /** 'icon' on cards (over the picture), 'button' with its label on the event page. */
  variant?: 'icon' | 'button';
}

export function SaveButton({ itemId, type = 'experience', name, variant = 'icon' }: SaveButtonProps) {
  const data = { [SAVE_ITEM_ATTRIBUTE]: itemId, 'data-save-item-type': type, 'data-save-item-name': name };
  if (variant === 'button') {
    return (
      <button
        type="button"
        className={`button button-secondary ${styles.labelled}`}
        aria-haspopup="dialog"
        {...data}
      >
        <span className={styles.icon} aria-hidden="true" />
        Save
        <span className="visually-hidden"> to a collection</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      className={styles.onCard}
      aria-haspopup="dialog"
      title="Save to a collection"
      {...data}
    >
      <span className={styles.icon} aria-hidden="true" />
      <span className="visually-hidden">Save {name} to a collection</span>
    </button>
  );
}
