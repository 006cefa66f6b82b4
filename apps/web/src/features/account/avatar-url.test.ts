import { describe, expect, it } from 'vitest';
import { defaultAvatarUrl, isDefaultAvatarUrl } from './avatar-url.ts';

const base = 'http://localhost:3000/media/happenings';

describe('isDefaultAvatarUrl', () => {
  it('knows the default artwork from an upload', () => {
    expect(isDefaultAvatarUrl(`${base}/image/upload/v1/avatar/alt/small/a.jpg`)).toBe(true);
    expect(isDefaultAvatarUrl(`${base}/image/upload/v1763/users/abc.webp`)).toBe(false);
    expect(isDefaultAvatarUrl(null)).toBe(true);
  });
});

describe('defaultAvatarUrl', () => {
  it('keeps a default address and builds one on the same host for an uploaded photo', () => {
    const own = `${base}/image/upload/v1/avatar/default/small/a.jpg`;
    expect(defaultAvatarUrl({ id: 3, username: 'ada', photoURL: own })).toBe(own);
    const built = defaultAvatarUrl({ id: 4, username: 'ada', photoURL: `${base}/image/upload/v9/u/x.webp` });
    expect(built?.startsWith(`${base}/image/upload/`)).toBe(true);
    expect(isDefaultAvatarUrl(built)).toBe(true);
  });
});
