/**
 * The JSON-LD blocks of an HTML page (`<script type="application/ld+json">`), parsed; a block that is not JSON is
 * skipped, the others still count.
 */

const JSON_LD_SCRIPT =
  /<script\b[^>]*\btype\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;

function parseBlock(text: string): unknown {
  // Some sites wrap the JSON in a comment or CDATA markers, left over from XHTML habits.
  const body = text
    .trim()
    .replace(/^(<!--|\/\*\s*<!\[CDATA\[\s*\*\/)/, '')
    .replace(/(-->|\/\*\s*\]\]>\s*\*\/)$/, '');
  try {
    return JSON.parse(body);
  } catch {
    // Raw line breaks inside strings are common and invalid JSON; outside strings they are only white space.
    try {
      return JSON.parse(body.replace(/[\n\r\t]+/g, ' '));
    } catch {
      return undefined;
    }
  }
}

export function readJsonLdBlocks(html: string): unknown[] {
  const blocks: unknown[] = [];
  for (const match of html.matchAll(JSON_LD_SCRIPT)) {
    const parsed = parseBlock(match[1] ?? '');
    if (parsed !== undefined) blocks.push(parsed);
  }
  return blocks;
}
