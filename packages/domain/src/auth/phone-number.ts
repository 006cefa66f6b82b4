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
  { code: '1', label: '+1 US / Canada' },
  { code: '44', label: '+44 UK' },
  { code: '353', label: '+353 Ireland' },
  { code: '52', label: '+52 Mexico' },
  { code: '55', label: '+55 Brazil' },
  { code: '33', label: '+33 France' },
  { code: '49', label: '+49 Germany' },
  { code: '34', label: '+34 Spain' },
  { code: '39', label: '+39 Italy' },
  { code: '31', label: '+31 Netherlands' },
  { code: '91', label: '+91 India' },
  { code: '86', label: '+86 China' },
  { code: '81', label: '+81 Japan' },
  { code: '82', label: '+82 South Korea' },
  { code: '61', label: '+61 Australia' },
  { code: '977', label: '+977 Nepal' },
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
