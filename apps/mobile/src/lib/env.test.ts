import { describe, expect, it } from '@jest/globals';
import { DEFAULT_API_URL, parseApiUrl } from './env.ts';

describe('parseApiUrl', () => {
  it.each([
    [
      'a full address, to its origin',
      'https://api.example.test/ignored/path',
      undefined,
      'https://api.example.test',
    ],
    ['a path, to the page origin (the web export)', '/', 'http://127.0.0.1:5000', 'http://127.0.0.1:5000'],
    ['a path without a page (native), to the default', '/', undefined, DEFAULT_API_URL],
    ['nothing, to the default', '  ', 'http://127.0.0.1:5000', DEFAULT_API_URL],
    ['another scheme, to the default', 'ftp://example.test', undefined, DEFAULT_API_URL],
  ])('reads %s', (_case, value, pageOrigin, expected) => {
    expect(parseApiUrl(value, pageOrigin)).toBe(expected);
  });
});
