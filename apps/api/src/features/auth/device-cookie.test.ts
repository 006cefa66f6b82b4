import { describe, expect, it } from 'vitest';
import { knownDeviceId, rememberDevice, serialiseDeviceCookie } from './device-cookie.ts';

const SECRET = 'a secret of sixteen or more';

describe('the __device cookie', () => {
  it('vouches for the accounts signed in on the browser, and only with the secret that made it', () => {
    const first = rememberDevice(undefined, 'email:ada@example.com', SECRET);
    const both = rememberDevice(first, 'email:bob@example.com', SECRET);
    expect(knownDeviceId(both, 'email:ada@example.com', SECRET)).toBeDefined();
    expect(knownDeviceId(both, 'email:bob@example.com', SECRET)).toBeDefined();
    expect(knownDeviceId(both, 'email:eve@example.com', SECRET)).toBeUndefined();
    expect(knownDeviceId(both, 'email:ada@example.com', 'another secret, sixteen+')).toBeUndefined();
    expect(both).not.toContain('ada');
  });

  it('does not accept an entry moved to another account or a forged one', () => {
    const cookie = rememberDevice(undefined, 'email:ada@example.com', SECRET);
    const [deviceId] = cookie.split('.');
    expect(knownDeviceId(`${deviceId}.forged`, 'email:ada@example.com', SECRET)).toBeUndefined();
    expect(knownDeviceId('garbage', 'email:ada@example.com', SECRET)).toBeUndefined();
    expect(knownDeviceId(undefined, 'email:ada@example.com', SECRET)).toBeUndefined();
  });

  it('keeps one entry per account, the newest first, five accounts at most', () => {
    let cookie: string | undefined;
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f'])
      cookie = rememberDevice(cookie, `email:${name}@x.org`, SECRET);
    cookie = rememberDevice(cookie, 'email:f@x.org', SECRET);
    expect(cookie!.split('~')).toHaveLength(5);
    expect(knownDeviceId(cookie, 'email:a@x.org', SECRET)).toBeUndefined();
    expect(knownDeviceId(cookie, 'email:b@x.org', SECRET)).toBeDefined();
    expect(knownDeviceId(cookie, 'email:f@x.org', SECRET)).toBe(cookie!.split('.')[0]);
  });

  it('is sent to /api/auth only, out of reach of scripts and other sites', () => {
    expect(serialiseDeviceCookie('v', false)).toBe(
      '__device=v; Path=/api/auth; Max-Age=31536000; HttpOnly; SameSite=Strict',
    );
    expect(serialiseDeviceCookie('v', true)).toMatch(/; Secure$/);
  });
});
