import { describe, expect, it } from 'vitest';
import { linkify, safeHref } from './linkify.ts';

describe('linkify', () => {
  it('keeps markup as text and makes http(s) addresses links, without sentence punctuation', () => {
    expect(
      linkify('<b>Try</b> https://example.com/menu?x=1. Or (https://en.wikipedia.org/wiki/Ramen_(dish)).'),
    ).toEqual([
      { kind: 'text', text: '<b>Try</b> ' },
      { kind: 'link', text: 'https://example.com/menu?x=1', href: 'https://example.com/menu?x=1' },
      { kind: 'text', text: '. Or (' },
      {
        kind: 'link',
        text: 'https://en.wikipedia.org/wiki/Ramen_(dish)',
        href: 'https://en.wikipedia.org/wiki/Ramen_(dish)',
      },
      { kind: 'text', text: ').' },
    ]);
  });

  it('never links other schemes', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<script>x</script>', 'ftp://example.com']) {
      expect(linkify(text)).toEqual([{ kind: 'text', text }]);
    }
    expect(safeHref('javascript://example.com/%0aalert(1)')).toBeNull();
    expect(safeHref('http://intranet')).toBeNull();
    expect(safeHref('https://user@evil.example/')).toBeNull();
    expect(safeHref('https://example..com/')).toBeNull();
    expect(safeHref('https://example.com:8080/a b')).toBeNull();
    expect(safeHref('http://localhost:3000/event/x')).toBe('http://localhost:3000/event/x');
    expect(safeHref('https://café.example/menu#today')).toBe('https://café.example/menu#today');
  });

  it('answers plain text as one segment', () => {
    expect(linkify('Loved it!\nSee you there')).toEqual([{ kind: 'text', text: 'Loved it!\nSee you there' }]);
    expect(linkify('')).toEqual([]);
  });
});
