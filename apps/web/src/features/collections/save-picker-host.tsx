'use client';
/**
 * Opens the "Save to a collection" picker for any SaveButton on the page: one listener for the whole document
 * instead of a component per card. The picker (and what it needs) loads when the visitor first reaches for a Save
 * button (pointer over it, focus, or the click itself).
 */
import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { useToast } from '@/components/toast/toast-provider';
import type { SaveItemType, SaveTarget } from './collection.types';
import { SAVE_ITEM_ATTRIBUTE } from './save-button';
import type { SavePickerDialogProps } from './save-picker-dialog';

const loadPicker = () => import('./save-picker-dialog');
const SELECTOR = `[${SAVE_ITEM_ATTRIBUTE}]`;

function saveButtonOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(SELECTOR) : null;
}

function targetOf(button: HTMLElement): SaveTarget | null {
  const { saveItemId, saveItemType, saveItemName } = button.dataset;
  if (!saveItemId) return null;
  return {
    itemId: saveItemId,
    type: (saveItemType ?? 'experience') as SaveItemType,
    name: saveItemName ?? '',
  };
}

export function SavePickerHost() {
  const toast = useToast();
  const [Picker, setPicker] = useState<ComponentType<SavePickerDialogProps> | null>(null);
  const [target, setTarget] = useState<SaveTarget | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const close = useCallback(() => setIsOpen(false), []);

  useEffect(() => {
    const preload = (event: Event) => {
      if (saveButtonOf(event.target)) loadPicker().catch(() => {});
    };
    const onClick = (event: MouseEvent) => {
      const button = saveButtonOf(event.target);
      const next = button ? targetOf(button) : null;
      if (!next) return;
      event.preventDefault();
      loadPicker().then(
        (module) => {
          setPicker(() => module.SavePickerDialog);
          setTarget(next);
          setIsOpen(true);
        },
        () =>
          toast.show({
            type: 'error',
            title: 'Save did not open',
            description: 'Check your connection and try again.',
          }),
      );
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', preload);
    document.addEventListener('focusin', preload);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', preload);
      document.removeEventListener('focusin', preload);
    };
  }, [toast]);

  return Picker && target ? <Picker target={target} isOpen={isOpen} onClose={close} /> : null;
}
