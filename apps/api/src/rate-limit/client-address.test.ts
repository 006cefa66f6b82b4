import { describe, expect, it } from 'vitest';
import { loadConfig } from '../env.ts';
import { addressKey, normaliseAddress, resolveClientAddress } from './client-address.ts';
import { parseTrustedProxies } from './trusted-proxies.ts';

const loopback = parseTrustedProxies(['127.0.0.1', '::1']);
const behindBalancer = parseTrustedProxies(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);

describe('resolveClientAddress', () => {
  it.each([
    ['an untrusted peer, whatever it forwards', '203.0.113.9', '198.51.100.1', '203.0.113.9'],
    ['an untrusted peer without the header', '203.0.113.9', null, '203.0.113.9'],
    ['the hop a trusted peer appended', '127.0.0.1', '198.51.100.1', '198.51.100.1'],
    [
      'the right-most hop, not what the client wrote left of it',
      '127.0.0.1',
      '1.2.3.4, 198.51.100.1',
      '198.51.100.1',
    ],
    ['a trusted peer that forwards nothing', '127.0.0.1', null, '127.0.0.1'],
    ['an IPv4-mapped trusted peer', '::ffff:127.0.0.1', '198.51.100.1', '198.51.100.1'],
    ['an IPv6 trusted peer', '::1', '2001:db8::1', '2001:db8::1'],
    ['the trusted proxy when a hop is not an address', '127.0.0.1', '198.51.100.1, junk', '127.0.0.1'],
  ])('takes %s', (_, peer, forwardedFor, expected) => {
    expect(resolveClientAddress(peer, forwardedFor, loopback)).toBe(expected);
  });

  it('skips every trusted hop, right to left, to the first one that is not', () => {
    expect(resolveClientAddress('127.0.0.1', '6.6.6.6, 198.51.100.7, 10.1.2.3', behindBalancer)).toBe(
      '198.51.100.7',
    );
    expect(resolveClientAddress('127.0.0.1', '10.0.0.2, 10.1.2.3', behindBalancer)).toBe('10.0.0.2');
    expect(resolveClientAddress('127.0.0.1', '198.51.100.7', loopback)).toBe('198.51.100.7');
    // The balancer is not trusted by the loopback-only default, so it is the caller.
    expect(resolveClientAddress('127.0.0.1', '198.51.100.7, 10.1.2.3', loopback)).toBe('10.1.2.3');
  });

  it('knows nobody without a peer, and does not believe the header then', () => {
    expect(resolveClientAddress(undefined, '198.51.100.1', loopback)).toBeUndefined();
  });
});

describe('normaliseAddress', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    [' 203.0.113.9:5123 ', '203.0.113.9'],
    ['[2001:DB8::1]:443', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['unknown', undefined],
    ['', undefined],
  ])('%s → %s', (raw, expected) => {
    expect(normaliseAddress(raw)).toBe(expected);
  });
});

describe('addressKey', () => {
  it('keys IPv4 per address and IPv6 per /64', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:0db8:0001:0002::/64');
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:0db8:0001:0002::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:0db8:0000:0000::/64');
    expect(addressKey('::1')).toBe('0000:0000:0000:0000::/64');
    expect(addressKey('1:2:3::4:5:1.2.3.4')).toBe('0001:0002:0003:0000::/64');
    expect(addressKey('64:ff9b::198.51.100.1')).toBe('0064:ff9b:0000:0000::/64');
  });
});

describe('TRUSTED_PROXIES', () => {
  it('defaults to loopback, where `npm start` runs the website, and refuses what is not an address', () => {
    expect(loadConfig({}).trustedProxies).toEqual(['127.0.0.1', '::1']);
    expect(loadConfig({ TRUSTED_PROXIES: ' 10.0.0.0/8, 127.0.0.1 ' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => loadConfig({ TRUSTED_PROXIES: 'proxy.internal' })).toThrow(/TRUSTED_PROXIES/);
  });
});
