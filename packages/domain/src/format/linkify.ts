/**
 * Comment text as the website and the app show it: always as text, never as HTML (README "Comments and
 * crowd-sourced roundups"). Only http and https addresses become links; `javascript:`, `data:` and every other
 * scheme stay words, and punctuation that ends a sentence is not taken into the address. Read with a pattern, not
 * the URL API, which React Native implements only in part.
 */
export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** A run without spaces starting with http:// or https://. */
const CANDIDATE = /https?:\/\/[^\s<>"]+/gi;
/** Characters that end a sentence or a parenthesis rather than an address. */
const TRAILING = /[.,;:!?'")\]}]+$/;

/**
 * http(s)://, a host name of dot-separated labels (no user name before it, no empty label), an optional port,
 * then a path, query or fragment without spaces. Labels are any characters but separators, so internationalised
 * names pass without Unicode property classes.
 */
const SAFE_URL =
  /^https?:\/\/([^\s/?#:@.<>"'\\]+(?:\.[^\s/?#:@.<>"'\\]+)*)(?::\d{1,5})?(?:[/?#][^\s<>"]*)?$/i;

/** The address, when `text` is a well-formed http(s) URL on a named host; null otherwise. */
export function safeHref(text: string): string | null {
  const host = SAFE_URL.exec(text)?.[1];
  if (!host) return null;
  if (!host.includes('.') && host.toLowerCase() !== 'localhost') return null;
  return text;
}

export function linkify(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let rest = 0;
  const push = (segment: TextSegment) => {
    const last = segments.at(-1);
    if (segment.kind === 'text' && last?.kind === 'text') last.text += segment.text;
    else if (segment.text) segments.push(segment);
  };
  for (const match of text.matchAll(CANDIDATE)) {
    const start = match.index;
    let candidate = match[0];
    // Keep a closing parenthesis that has its opening one inside the address (Wikipedia-style links).
    const trailing = TRAILING.exec(candidate)?.[0] ?? '';
    if (trailing) candidate = candidate.slice(0, -trailing.length);
    if (trailing.startsWith(')') && candidate.includes('(')) candidate += ')';
    const href = safeHref(candidate);
    push({ kind: 'text', text: text.slice(rest, start) });
    if (href) push({ kind: 'link', text: candidate, href });
    else push({ kind: 'text', text: candidate });
    rest = start + candidate.length;
  }
  push({ kind: 'text', text: text.slice(rest) });
  return segments;
}
