import { describe, expect, it } from 'vitest';
import { isSameOriginRequest } from './same-origin.ts';

describe('isSameOriginRequest', () => {
  const site = 'https://happenings.example/';
  it.each([
    [{ origin: 'https://happenings.example' }, true],
    [{ origin: 'https://happenings.example:8443' }, false],
    [{ origin: 'http://happenings.example' }, false],
    [{ origin: 'https://shop.happenings.example' }, false],
    [{ origin: 'null' }, false],
    [{ 'sec-fetch-site': 'same-origin' }, true],
    [{ 'sec-fetch-site': 'same-site' }, false],
    [{}, false],
  ])('%j → %s', (headers, expected) => {
    expect(isSameOriginRequest(new Headers(headers), site)).toBe(expected);
  });
});
