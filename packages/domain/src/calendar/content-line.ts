/**
 * Writing iCalendar content lines: TEXT escaping and line folding (RFC 5545 §3.1, §3.3.11).
 */

/**
 * RFC 5545 §3.3.11: in TEXT values a backslash, semicolon and comma are escaped with a backslash, and a line
 * break becomes '\n'.
 */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const MAX_LINE_OCTETS = 75;

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/**
 * RFC 5545 §3.1: lines longer than 75 octets are split, each continuation starting with one space (which counts
 * towards its 75). Octets are UTF-8 octets, and a multi-byte character is never split between lines.
 * Returns the physical lines, without line endings.
 */
export function foldContentLine(line: string): string[] {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Length(character.codePointAt(0)!);
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines;
}

/** The content lines folded and joined with CRLF, ending with a CRLF (RFC 5545 §3.1). */
export function serializeContentLines(lines: readonly string[]): string {
  return lines.flatMap(foldContentLine).join('\r\n') + '\r\n';
}
