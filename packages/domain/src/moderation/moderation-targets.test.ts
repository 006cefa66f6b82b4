import { describe, expect, it } from 'vitest';
import { hasLink } from './moderation-targets.ts';

describe('hasLink', () => {
  it.each([
    ['See https://example.com/deal', true],
    ['http://spam.example', true],
    ['go to www.cheap-watches.test now', true],
    ['cheapwatches.com has them', true],
    ['Visit BESTDEALS.SHOP', true],
    ['The jazz was great, 10/10', false],
    ['Meet at 7.30 by the fountain', false],
    ['e.g. the Esplanade', false],
  ])('%s → %s', (text, expected) => {
    expect(hasLink(text)).toBe(expected);
  });
});
