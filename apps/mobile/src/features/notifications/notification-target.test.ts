import { describe, expect, it } from '@jest/globals';
import { notificationTarget } from './notification-target.ts';

describe('notificationTarget', () => {
  it.each([
    ['/event/jazz-night', '/event/jazz-night'],
    ['/u/pia', '/u/pia'],
    ['/roundup/best-dumplings', '/roundup/best-dumplings'],
    ['/collection/3f2a-9c', '/collection/3f2a-9c'],
    ['/collections', '/collections'],
  ])('opens %s in the app', (url, expected) => {
    expect(notificationTarget(url)).toBe(expected);
  });

  it.each([
    ['no page', null],
    ['a page the app has no screen for', '/contest/spring'],
    ['a path below a collection', '/collection/3f2a-9c/edit'],
    ['an invite link (it is joined, not opened, from a notification)', '/collection/join/'],
    ['a query string', '/collection/3f2a-9c?x=1'],
  ])('stays put for %s', (_case, url) => {
    expect(notificationTarget(url)).toBeNull();
  });
});
