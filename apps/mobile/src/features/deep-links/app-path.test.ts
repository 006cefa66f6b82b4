import { describe, expect, it } from '@jest/globals';
import { appPathForLink } from './app-path.ts';

describe('appPathForLink', () => {
  it('opens the website’s addresses at the screen of the same path', () => {
    expect(appPathForLink('https://happenings.example/event/jazz-night')).toBe('/event/jazz-night');
    expect(appPathForLink('https://happenings.example/u/ana')).toBe('/u/ana');
    expect(appPathForLink('https://happenings.example/collection/c1')).toBe('/collection/c1');
    expect(appPathForLink('https://happenings.example/collection/join/t0k3n')).toBe('/collection/join/t0k3n');
    expect(appPathForLink('https://happenings.example/roundup/best-brunch/')).toBe('/roundup/best-brunch');
    expect(appPathForLink('https://happenings.example/search?q=jazz')).toBe('/search?q=jazz');
    expect(appPathForLink('https://happenings.example/place/7b1e')).toBe('/place/7b1e');
    expect(appPathForLink('https://happenings.example/host/boston-markets')).toBe('/host/boston-markets');
    expect(appPathForLink('https://happenings.example/post/p-12')).toBe('/post/p-12');
    expect(appPathForLink('https://happenings.example/contest/spring')).toBe('/contest/spring');
    expect(appPathForLink('https://happenings.example/account/events')).toBe('/account/events');
  });

  it('reads the app’s own scheme, whose first segment parses as a host', () => {
    expect(appPathForLink('happenings://event/jazz-night')).toBe('/event/jazz-night');
    expect(appPathForLink('happenings://u/ana?invite=1')).toBe('/u/ana?invite=1');
    expect(appPathForLink('happenings://')).toBe('/');
  });

  it('maps the website routes the app shows elsewhere', () => {
    expect(appPathForLink('https://happenings.example/boston-ma')).toBe('/');
    expect(appPathForLink('https://happenings.example/washington-dc')).toBe('/');
    expect(appPathForLink('https://happenings.example/popular/boston-ma')).toBe('/stream/popular');
    expect(appPathForLink('https://happenings.example/login')).toBe('/sign-in');
    expect(appPathForLink('https://happenings.example/register/email')).toBe('/sign-in');
  });

  it('leaves paths alone and ignores what is not a link', () => {
    expect(appPathForLink('/event/jazz-night')).toBe('/event/jazz-night');
    expect(appPathForLink('not a link')).toBeNull();
  });
});
