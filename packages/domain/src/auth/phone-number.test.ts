import { describe, expect, it } from 'vitest';
import { formatPhoneForDisplay, readCallingCode, toE164 } from './phone-number.ts';

describe('toE164', () => {
  it.each([
    ['1', '(617) 555-0123', '+16175550123'],
    ['1', '1 617 555 0123', '+16175550123'],
    ['1', '555-0123', null],
    ['44', '07700 900123', '+447700900123'],
    ['44', '+1 617 555 0123', '+16175550123'],
    ['977', '98 1234 5678', '+9779812345678'],
    ['1', 'not a number', null],
  ])('+%s %s → %s', (code, typed, expected) => {
    expect(toE164(code, typed)).toBe(expected);
  });
});

describe('readCallingCode', () => {
  it('accepts known codes with or without the plus sign, else the default', () => {
    expect(readCallingCode('44')).toBe('44');
    expect(readCallingCode('+44')).toBe('44');
    expect(readCallingCode('999')).toBe('1');
    expect(readCallingCode(null)).toBe('1');
  });
});

describe('formatPhoneForDisplay', () => {
  it('groups North American numbers', () => {
    expect(formatPhoneForDisplay('1', '6175550123')).toBe('+1 617 555 0123');
    expect(formatPhoneForDisplay('44', '7700900123')).toBe('+44 7700900123');
  });
});
