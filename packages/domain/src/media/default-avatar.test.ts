import { describe, expect, it } from 'vitest';
import { getAvatarVariant, getDefaultAvatarPath } from './default-avatar.ts';

describe('getDefaultAvatarPath (spec §7, §9)', () => {
  it.each([
    [{ numericUserId: 0, username: 'alice' }, 'image/upload/v1/avatar/default/small/a.jpg'],
    [{ numericUserId: 1, username: 'Bob' }, 'image/upload/v1/avatar/alt/small/b.jpg'],
    [{ numericUserId: 2, username: 'zoe' }, 'image/upload/v1/avatar/rainbow/small/z.jpg'],
    [{ numericUserId: 3, username: 'carl' }, 'image/upload/v1/avatar/default/small/c.jpg'],
    [{ numericUserId: 1234567, username: '9lives' }, 'image/upload/v1/avatar/alt/small/base.jpg'],
    [{ numericUserId: 5, username: 'Émile' }, 'image/upload/v1/avatar/rainbow/small/base.jpg'],
    [{ numericUserId: 5, username: '' }, 'image/upload/v1/avatar/rainbow/small/base.jpg'],
    [{ numericUserId: 5, username: null }, 'image/upload/v1/avatar/rainbow/small/base.jpg'],
    [{ numericUserId: 5 }, 'image/upload/v1/avatar/rainbow/small/base.jpg'],
    [{ numericUserId: 6, username: 'dan', size: 'large' }, 'image/upload/v1/avatar/default/large/d.jpg'],
    [
      { numericUserId: 7, username: 'eve', size: 'medium', version: 1712345678 },
      'image/upload/v1712345678/avatar/alt/medium/e.jpg',
    ],
  ] as const)('%j -> %s', (input, expected) => {
    expect(getDefaultAvatarPath(input)).toBe(expected);
  });

  it.each([
    [-1, 'rainbow'],
    [-3, 'default'],
    [Number.MAX_SAFE_INTEGER, 'alt'],
  ])('wraps id %d to variant %s', (id, variant) => {
    expect(getAvatarVariant(id)).toBe(variant);
  });

  it.each([1.5, Number.NaN])('rejects a non-integer id %d', (id) => {
    expect(() => getDefaultAvatarPath({ numericUserId: id })).toThrow(RangeError);
  });
});
