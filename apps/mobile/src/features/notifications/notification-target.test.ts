import { describe, expect, it } from '@jest/globals';
import { notificationTarget } from './notification-target.ts';

describe('notificationTarget', () => {
  it.each([
    ['/event/jazz-night', '/event/jazz-night'],
    ['/u/pia', '/u/pia'],
    ['/roundup/best-dumplings', '/roundup/best-dumplings'],
    ['/collection/3f2a-9c', '/collection/3f2a-9c'],
    ['/collections', '/collections'],
    ['/place/7b1e', '/place/7b1e'],
    ['/host/boston-markets', '/host/boston-markets'],
    ['/post/p-12', '/post/p-12'],
    ['/contest/spring', '/contest/spring'],
    ['/contest', '/contest'],
    ['/account/events', '/account/events'],
  ])('opens %s in the app', (url, expected) => {
    expect(notificationTarget(url)).toBe(expected);
  });

  it.each([
    ['no page', null],
    ['a page the app has no screen for', '/admin/review'],
    ['a path below a collection', '/collection/3f2a-9c/edit'],
    ['an invite link (it is joined, not opened, from a notification)', '/collection/join/'],
    ['a query string', '/collection/3f2a-9c?x=1'],
  ])('stays put for %s', (_case, url) => {
    expect(notificationTarget(url)).toBeNull();
  });
});
