'use client';
/**
 * spec §2: a 'Link copied' toast shows after copying a link.
 */
import { useCallback } from 'react';
import { useToast } from '@/components/toast/toast-provider';

async function writeToClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers and insecure origins: the legacy copy command on a temporary field.
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  const copied = document.execCommand('copy');
  field.remove();
  if (!copied) throw new Error('Copy command refused');
}

/**
 * Returns `copyLink(url, control)`: copies the address and confirms with the 'Link copied' toast (or an error
 * toast), placed clear of `control`, the button pressed.
 */
export function useCopyLink(): (url: string, control?: Element | null) => Promise<boolean> {
  const toast = useToast();
  return useCallback(
    async (url: string, control?: Element | null) => {
      const absolute = new URL(url, window.location.origin).toString();
      try {
        await writeToClipboard(absolute);
        toast.show(
          { title: 'Link copied', description: absolute, icon: 'link', type: 'success' },
          { avoid: control },
        );
        return true;
      } catch {
        toast.show(
          { title: 'Could not copy the link', description: absolute, type: 'error' },
          { avoid: control },
        );
        return false;
      }
    },
    [toast],
  );
}
