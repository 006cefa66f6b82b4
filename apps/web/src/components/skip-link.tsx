/** The first thing a keyboard user reaches: jumps past the header to the page's main content. */
export function SkipLink({ targetId = 'main-content' }: { targetId?: string }) {
  return (
    <a className="skip-link" href={`#${targetId}`}>
      Skip to content
    </a>
  );
}
