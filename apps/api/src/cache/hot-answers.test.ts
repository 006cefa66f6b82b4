/**
 * The in-process layer of signed-out answers: which notices drop which answers, loads racing a change are not
 * kept, nothing is kept or served while notices may be missed, time to live and the memory cap hold.
 */
import { describe, expect, it } from 'vitest';
import { createHotAnswers } from './hot-answers.ts';

const NOW = 1_000_000;
const one = (text: string, id: string) => ({
  text,
  source: { scope: 'one' as const, rows: [['experiences', id] as const], tables: [] },
  expiresAt: NOW + 30_000,
});
const list = (text: string, ids: string[], tables = ['experiences']) => ({
  text,
  source: { scope: 'list' as const, rows: ids.map((id) => ['experiences', id] as const), tables },
  expiresAt: NOW + 60_000,
});

function liveAnswers() {
  const hot = createHotAnswers();
  hot.onLive();
  return hot;
}

describe('hot answers', () => {
  it('drops an experience and the pages showing it on an interest; every page on any other change', () => {
    const hot = liveAnswers();
    hot.keep('a', hot.mark(), one('A', 'x'));
    hot.keep('b', hot.mark(), one('B', 'y'));
    hot.keep('page-x', hot.mark(), list('[x,z]', ['x', 'z']));
    hot.keep('page-y', hot.mark(), list('[y]', ['y']));

    hot.onChange({ table: 'experiences', kind: 'interest', ids: ['x'] });
    expect(hot.get('a', NOW)).toBeUndefined();
    expect(hot.get('page-x', NOW)).toBeUndefined();
    expect(hot.get('b', NOW)?.text).toBe('B');
    expect(hot.get('page-y', NOW)?.text).toBe('[y]');

    // An edit of an experience on no page may still move it into one.
    hot.onChange({ table: 'experiences', kind: 'edit', ids: ['w'] });
    expect(hot.get('page-y', NOW)).toBeUndefined();
    expect(hot.get('b', NOW)?.text).toBe('B');

    hot.onChange({ table: 'experiences', kind: 'all' });
    expect(hot.size).toBe(0);
  });

  it('drops a list on an edit of a table it lists from, and nothing for tables it does not use', () => {
    const hot = liveAnswers();
    hot.keep('root', hot.mark(), list('[x]', ['x'], ['experiences', 'posts']));
    hot.keep('a', hot.mark(), one('A', 'x'));
    hot.onChange({ table: 'places', kind: 'all' });
    hot.onChange({ table: 'posts', kind: 'interest', ids: ['x'] });
    expect(hot.size).toBe(2);
    hot.onChange({ table: 'posts', kind: 'edit', ids: ['p'] });
    expect(hot.get('root', NOW)).toBeUndefined();
    expect(hot.get('a', NOW)?.text).toBe('A');
    hot.onChange({ table: '*', kind: 'all' });
    expect(hot.size).toBe(0);
  });

  it('does not keep an answer loaded across a change that concerns it', () => {
    const hot = liveAnswers();
    const before = hot.mark();
    hot.onChange({ table: 'experiences', kind: 'interest', ids: ['x'] });
    expect(hot.keep('a', before, one('stale', 'x')).text).toBe('stale');
    expect(hot.get('a', NOW)).toBeUndefined();
    // A change elsewhere does not stop it.
    const second = hot.mark();
    hot.onChange({ table: 'experiences', kind: 'interest', ids: ['other'] });
    hot.keep('a', second, one('current', 'x'));
    expect(hot.get('a', NOW)?.text).toBe('current');
    // Pages: any edit since the mark.
    const third = hot.mark();
    hot.onChange({ table: 'experiences', kind: 'edit', ids: ['other'] });
    hot.keep('page', third, list('[x]', ['x']));
    expect(hot.get('page', NOW)).toBeUndefined();
  });

  it('keeps and serves nothing while notices may be missed, and forgets all it had', () => {
    const hot = createHotAnswers();
    expect(hot.mark()).toBeNull();
    hot.keep('a', null, one('A', 'x'));
    expect(hot.get('a', NOW)).toBeUndefined();
    hot.onLive();
    const mark = hot.mark();
    hot.keep('b', mark, one('B', 'y'));
    expect(hot.get('b', NOW)?.text).toBe('B');
    const inFlight = hot.mark();
    hot.onGap();
    expect(hot.get('b', NOW)).toBeUndefined();
    hot.onLive();
    expect(hot.get('b', NOW)).toBeUndefined();
    // A load that began before the gap is not kept after it.
    hot.keep('c', inFlight, one('C', 'z'));
    expect(hot.get('c', NOW)).toBeUndefined();
  });

  it('forgets an answer at its expiry and the least recently used beyond its memory', () => {
    const hot = createHotAnswers({ maxBytes: 10 });
    hot.onLive();
    hot.keep('a', hot.mark(), one('aaaa', 'x'));
    hot.keep('b', hot.mark(), one('bbbb', 'y'));
    expect(hot.get('a', NOW)?.text).toBe('aaaa');
    hot.keep('c', hot.mark(), one('cccc', 'z'));
    expect(hot.get('b', NOW)).toBeUndefined();
    expect(hot.get('a', NOW)?.text).toBe('aaaa');
    // Compressed bodies count too.
    hot.addEncoding(hot.get('c', NOW)!, 'br', new Uint8Array(3));
    expect(hot.get('c', NOW)?.encoded.get('br')?.byteLength).toBe(3);
    expect(hot.get('a', NOW)).toBeUndefined();
    expect(hot.get('c', NOW + 29_999)?.text).toBe('cccc');
    expect(hot.get('c', NOW + 30_000)).toBeUndefined();
  });
});
