/**
 * Phone numbers of the phone sign-in (spec §2 /login/phone: `country` is the calling code without the plus sign).
 * The API wants E.164 (`+16175550123`).
 */

export interface CallingCode {
  /** Without the plus sign: '1'. */
  code: string;
  label: string;
}

/** The first entry is the default (the product serves Boston and Washington DC). */
export const CALLING_CODES: readonly CallingCode[] = [
  { code: '1', label: 'United States / Canada (+1)' },
  { code: '44', label: 'United Kingdom (+44)' },
  { code: '353', label: 'Ireland (+353)' },
  { code: '52', label: 'Mexico (+52)' },
  { code: '55', label: 'Brazil (+55)' },
  { code: '33', label: 'France (+33)' },
  { code: '49', label: 'Germany (+49)' },
  { code: '34', label: 'Spain (+34)' },
  { code: '39', label: 'Italy (+39)' },
  { code: '31', label: 'Netherlands (+31)' },
  { code: '91', label: 'India (+91)' },
  { code: '86', label: 'China (+86)' },
  { code: '81', label: 'Japan (+81)' },
  { code: '82', label: 'South Korea (+82)' },
  { code: '61', label: 'Australia (+61)' },
  { code: '977', label: 'Nepal (+977)' },
];

export const DEFAULT_CALLING_CODE = '1';

/** A known calling code from a query value (`1`, `+1`), else the default. */
export function readCallingCode(value: string | null | undefined): string {
  const code = (value ?? '').replace(/^\+/, '').trim();
  return CALLING_CODES.some((entry) => entry.code === code) ? code : DEFAULT_CALLING_CODE;
}

/**
 * E.164 from a calling code and what the visitor typed, or null when it cannot be a phone number. A number typed
 * with its own `+` wins over the selected code; a national trunk '0' is dropped (UK 07700 900123 → +447700900123);
 * for +1 a leading 1 typed out of habit is dropped too.
 */
export function toE164(callingCode: string, typed: string): string | null {
  const trimmed = typed.trim();
  if (trimmed.startsWith('+')) {
    const digits = trimmed.slice(1).replace(/\D/g, '');
    return isE164(`+${digits}`) ? `+${digits}` : null;
  }
  let national = trimmed.replace(/\D/g, '');
  if (callingCode === '1' && national.length === 11 && national.startsWith('1')) national = national.slice(1);
  if (callingCode !== '1') national = national.replace(/^0+/, '');
  if (callingCode === '1' && national.length !== 10) return null;
  const e164 = `+${callingCode}${national}`;
  return isE164(e164) ? e164 : null;
}

export function isE164(value: string): boolean {
  return /^\+[1-9]\d{6,14}$/.test(value);
}

/** For display: '+1 617 555 0123' for North American numbers, else '+code rest'. */
export function formatPhoneForDisplay(callingCode: string, national: string): string {
  const digits = national.replace(/\D/g, '');
  if (callingCode === '1' && digits.length === 10) {
    return `+1 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
  }
  return `+${callingCode} ${digits}`;
}
