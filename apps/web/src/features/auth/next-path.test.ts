import { describe, expect, it } from 'vitest';
import { readNextParam, toSafeNextPath, withNext } from './next-path.ts';

describe('toSafeNextPath', () => {
  it.each([
    ['/event/jazz-night?x=1#top', '/event/jazz-night?x=1#top'],
    ['/onboarding', '/onboarding'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['event/x', '/'],
  ])('%s → %s', (raw, expected) => {
    expect(toSafeNextPath(raw)).toBe(expected);
  });
});

describe('withNext', () => {
  it('adds next only when it is not the home page', () => {
    expect(withNext('/login/email', '/event/a')).toBe('/login/email?next=%2Fevent%2Fa');
    expect(withNext('/login/email', '/')).toBe('/login/email');
    expect(withNext('/login/phone', 'https://evil.example')).toBe('/login/phone');
  });

  it('keeps other parameters', () => {
    expect(withNext('/login/phone', '/u/ada', { phone: '6175550123', country: '1' })).toBe(
      '/login/phone?phone=6175550123&country=1&next=%2Fu%2Fada',
    );
  });
});

describe('readNextParam', () => {
  it('takes the first of a list and refuses foreign places', () => {
    expect(readNextParam(['/a', '/b'])).toBe('/a');
    expect(readNextParam(undefined)).toBe('/');
    expect(readNextParam('//x')).toBe('/');
  });
});
