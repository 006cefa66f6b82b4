'use client';
import { useCopyLink } from '@/components/toast/use-copy-link';

/** Copies a page's address and confirms with the 'Link copied' toast (spec §2). */
export function CopyLinkButton({ url, label = 'Copy link' }: { url: string; label?: string }) {
  const copyLink = useCopyLink();
  return (
    <button
      type="button"
      className="button button-secondary"
      onClick={(event) => void copyLink(url, event.currentTarget)}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path
          fill="currentColor"
          d="M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a3 3 0 1 1 4.2 4.2l-1.8 1.8-1.4-1.4 1.8-1.8a1 1 0 0 0-1.4-1.4L12 13.4a1 1 0 0 1-1.4 0Zm2.8-2.8a1 1 0 0 1 0 1.4l-3.5 3.5a3 3 0 1 1-4.2-4.2l1.8-1.8 1.4 1.4-1.8 1.8a1 1 0 0 0 1.4 1.4l3.5-3.5a1 1 0 0 1 1.4 0Z"
        />
      </svg>
      {label}
    </button>
  );
}
