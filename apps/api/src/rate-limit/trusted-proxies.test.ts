import { describe, expect, it } from 'vitest';
import { isProxyEntry } from './trusted-proxies.ts';

describe('isProxyEntry', () => {
  it.each([
    ['127.0.0.1', true],
    ['::1', true],
    ['10.0.0.0/8', true],
    ['fd00::/8', true],
    ['10.0.0.0/33', false],
    ['fd00::/129', false],
    ['10.0.0.0/8/1', false],
    ['localhost', false],
    ['10.0.0.0/x', false],
  ])('%s → %s', (entry, expected) => {
    expect(isProxyEntry(entry)).toBe(expected);
  });
});
