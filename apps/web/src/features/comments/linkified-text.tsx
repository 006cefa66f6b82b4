/**
 * Text a user typed, shown as text (README "Comments and crowd-sourced roundups"): React escapes it, line breaks
 * are kept by CSS, and only http(s) addresses become links, marked as user content that leaves the site.
 */
import { linkify } from '@happenings/domain/format';

export function LinkifiedText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={className}>
      {linkify(text).map((segment, index) =>
        segment.kind === 'link' ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: segments never reorder; the same URL may repeat.
            key={index}
            href={segment.href}
            rel="nofollow ugc noopener noreferrer"
            target="_blank"
          >
            {segment.text}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}
