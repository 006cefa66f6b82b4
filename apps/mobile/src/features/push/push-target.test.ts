import { describe, expect, it } from '@jest/globals';
import { pushTarget } from './push-target.ts';

describe('pushTarget', () => {
  it.each([
    [{ url: '/event/jazz-night' }, '/event/jazz-night'],
    [{ url: '/u/ana' }, '/u/ana'],
    [{ url: '/collection/c1' }, '/collection/c1'],
    [{ url: '/collections' }, '/collections'],
    [{ url: '/notifications' }, '/notifications'],
    [{ url: 'https://elsewhere.example/event/x' }, '/notifications'],
    [{ url: '/event/x/../../sign-in' }, '/notifications'],
    [{ url: 42 }, '/notifications'],
    [{}, '/notifications'],
    [null, '/notifications'],
  ])('%j → %s', (data, route) => {
    expect(pushTarget(data as Record<string, unknown> | null)).toBe(route);
  });
});
