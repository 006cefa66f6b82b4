import { describe, expect, it } from 'vitest';
import { escapeText, foldContentLine, serializeContentLines } from './content-line.ts';

const octets = (text: string) => new TextEncoder().encode(text).length;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('escapeText (RFC 5545 §3.3.11)', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', 'a\\,b'],
    ['a;b', 'a\\;b'],
    ['C:\\path', 'C:\\\\path'],
    ['line1\nline2', 'line1\\nline2'],
    ['line1\r\nline2\rline3', 'line1\\nline2\\nline3'],
    ['\\,', '\\\\\\,'],
    ['café 🎷: ok', 'café 🎷: ok'],
  ])('%j -> %j', (text, expected) => {
    expect(escapeText(text)).toBe(expected);
  });
});

describe('foldContentLine (RFC 5545 §3.1)', () => {
  it.each([
    ['ascii', `DESCRIPTION:${'x'.repeat(200)}`],
    ['two-byte', `SUMMARY:${'é'.repeat(100)}`],
    ['three-byte', `SUMMARY:${'€'.repeat(80)}`],
    ['four-byte', `SUMMARY:${'🎷'.repeat(60)}`],
    ['mixed', `SUMMARY:a${'é🎷€x'.repeat(40)}`],
  ])('folds %s text within 75 octets without splitting a character', (_name, line) => {
    const folded = foldContentLine(line);
    expect(folded.length).toBeGreaterThan(1);
    for (const physical of folded) {
      expect(octets(physical)).toBeLessThanOrEqual(75);
      expect(physical).not.toMatch(/\uFFFD/);
      expect(physical).not.toMatch(LONE_SURROGATE);
    }
    for (const continuation of folded.slice(1)) expect(continuation.startsWith(' ')).toBe(true);
    // Unfolding (RFC 5545 §3.1: remove CRLF + one space) gives the line back.
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('fills lines up to exactly 75 octets', () => {
    const folded = foldContentLine('x'.repeat(75 + 74 + 1));
    expect(folded.map(octets)).toEqual([75, 75, 2]);
  });

  it('leaves a short line alone', () => {
    expect(foldContentLine('VERSION:2.0')).toEqual(['VERSION:2.0']);
  });

  it('joins lines with CRLF and ends with CRLF', () => {
    expect(serializeContentLines(['A:1', 'B:2'])).toBe('A:1\r\nB:2\r\n');
  });
});
