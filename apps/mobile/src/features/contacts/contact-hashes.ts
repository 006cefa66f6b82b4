/**
 * spec §7 POST /users/sync-contacts takes sha256 hex digests, never an address book's plain e-mail addresses or
 * numbers. The API hashes its members' own addresses and numbers inside the database (packages/db
 * users/contact-hash.ts): an e-mail trimmed and in lower case, a number in E.164, each as UTF-8. These are the same
 * steps on the phone, so a contact matches a member exactly when both sides wrote down the same address or number.
 */
import { DEFAULT_CALLING_CODE, sha256, toE164 } from '@happenings/domain/auth';

/** What is read of one contact: nothing but its addresses and numbers. */
export interface DeviceContact {
  emails?: ReadonlyArray<{ address?: string | null }>;
  phones?: ReadonlyArray<{ number?: string | null }>;
}

const encoder = new TextEncoder();

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function hashContactValue(normalised: string): string {
  return toHex(sha256(encoder.encode(normalised)));
}

/** 'Zoe@Example.com ' → 'zoe@example.com'; null when it is not an address at all. */
export function normaliseEmail(address: string): string | null {
  const email = address.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(email) ? email : null;
}

/**
 * '(617) 555-0188' → '+16175550188'. A number saved without its country code is read as the product's own (+1,
 * Boston and Washington DC), as the phone sign-in does; one that cannot be a number is left out.
 */
export function normalisePhone(number: string): string | null {
  return toE164(DEFAULT_CALLING_CODE, number);
}

/** Every distinct hash of the contacts' addresses and numbers, in the order first met. */
export function hashContacts(contacts: readonly DeviceContact[]): string[] {
  const values = new Set<string>();
  for (const contact of contacts) {
    for (const { address } of contact.emails ?? []) {
      const email = address ? normaliseEmail(address) : null;
      if (email) values.add(email);
    }
    for (const { number } of contact.phones ?? []) {
      const phone = number ? normalisePhone(number) : null;
      if (phone) values.add(phone);
    }
  }
  return Array.from(values, hashContactValue);
}
