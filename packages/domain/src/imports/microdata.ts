/**
 * Microdata items of an HTML page (WHATWG HTML §5 Microdata) as JSON-LD-shaped objects, so one reader serves both:
 * `itemscope itemtype="https://schema.org/Event"` becomes `{ "@type": "https://schema.org/Event", ... }`, each
 * `itemprop` a property, a nested itemscope a nested object.
 *
 * A small tag scanner, not an HTML parser: enough for the plain markup event pages use (§5.2.4 property values:
 * content, href, src, datetime, else the text). Malformed nesting may lose properties, never invent them.
 */

type Item = Record<string, unknown>;

interface Element {
  tag: string;
  attributes: Map<string, string>;
  children: (Element | string)[];
}

const VOID_TAGS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'wbr',
]);
const TAG =
  /<!--[\s\S]*?-->|<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>|<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function readAttributes(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(ATTRIBUTE)) {
    const name = match[1]?.toLowerCase();
    if (name) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

function buildTree(html: string): Element {
  const root: Element = { tag: '#root', attributes: new Map(), children: [] };
  const stack: Element[] = [root];
  let last = 0;
  for (const match of html.matchAll(TAG)) {
    const current = stack.at(-1) ?? root;
    if (match.index > last) current.children.push(html.slice(last, match.index));
    last = match.index + match[0].length;
    const [, , closing, rawTag, attributeText = ''] = match;
    if (!rawTag) continue; // a comment, script or style
    const tag = rawTag.toLowerCase();
    if (closing) {
      const open = stack.findLastIndex((element) => element.tag === tag);
      if (open > 0) stack.length = open;
      continue;
    }
    const element: Element = { tag, attributes: readAttributes(attributeText), children: [] };
    current.children.push(element);
    if (!VOID_TAGS.has(tag) && !attributeText.trimEnd().endsWith('/')) stack.push(element);
  }
  return root;
}

function textOf(element: Element): string {
  return element.children.map((child) => (typeof child === 'string' ? child : textOf(child))).join('');
}

/** §5.2.4: the value of a property element. */
function propertyValue(element: Element): unknown {
  if (element.attributes.has('itemscope')) return readItem(element);
  const attributes = element.attributes;
  if (attributes.has('content')) return attributes.get('content');
  if (['a', 'area', 'link'].includes(element.tag)) return attributes.get('href') ?? '';
  if (['img', 'audio', 'video', 'source', 'iframe', 'embed'].includes(element.tag))
    return attributes.get('src') ?? '';
  if (element.tag === 'time' && attributes.has('datetime')) return attributes.get('datetime');
  if (element.tag === 'data' || element.tag === 'meter') return attributes.get('value') ?? '';
  return textOf(element);
}

function addProperties(element: Element, item: Item): void {
  for (const child of element.children) {
    if (typeof child === 'string') continue;
    const names = child.attributes.get('itemprop')?.split(/\s+/).filter(Boolean) ?? [];
    if (names.length > 0) {
      const value = propertyValue(child);
      for (const name of names) item[name] = name in item ? [item[name], value].flat() : value;
    }
    // A nested item's own properties are its own, not this item's.
    if (!child.attributes.has('itemscope')) addProperties(child, item);
  }
}

function readItem(element: Element): Item {
  const item: Item = {};
  const type = element.attributes.get('itemtype');
  if (type) item['@type'] = type.split(/\s+/).filter(Boolean);
  addProperties(element, item);
  return item;
}

/** The page's top-level items: itemscope elements that are not the value of another item's property. */
export function readMicrodataItems(html: string): Item[] {
  if (!/\bitemscope\b/i.test(html)) return [];
  const items: Item[] = [];
  const visit = (element: Element) => {
    for (const child of element.children) {
      if (typeof child === 'string') continue;
      if (child.attributes.has('itemscope') && !child.attributes.has('itemprop')) items.push(readItem(child));
      else visit(child);
    }
  };
  visit(buildTree(html));
  return items;
}
