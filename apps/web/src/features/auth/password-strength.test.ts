import { describe, expect, it } from 'vitest';
import { ratePassword } from './password-strength.ts';

describe('ratePassword', () => {
  it.each([
    ['short1', 'too-short'],
    ['password123', 'weak'],
    ['12345678901', 'weak'],
    ['aaaaaaaaaa', 'weak'],
    ['lowercase', 'weak'],
    ['lowercase1', 'fair'],
    ['Tulip-Harbor-9', 'strong'],
    ['correct horse battery staple', 'strong'],
  ] as const)('%s is %s', (password, expected) => {
    expect(ratePassword(password)).toBe(expected);
  });
});
