import { describe, expect, it } from 'vitest';
import { assertSafeKey } from './storage-key.ts';

describe('assertSafeKey', () => {
  it.each([
    'originals/image/seed/experiences/jazz-night-1.jpg',
    'cache/image/w_400,h_300,c_fill/abc_DEF-1.webp',
    'x',
  ])('accepts %j', (key) => {
    expect(() => assertSafeKey(key)).not.toThrow();
  });

  it.each([
    '../outside.jpg',
    'originals/../../x',
    '/etc/passwd',
    'a//b',
    'a/./b',
    'a\\b',
    'a/b/',
    'a.b.c',
    'name with space.jpg',
    '',
    `${'a/'.repeat(256)}a`,
  ])('refuses %j', (key) => {
    expect(() => assertSafeKey(key)).toThrow(/Unsafe storage key/);
  });
});
