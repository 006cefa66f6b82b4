/**
 * The opaque `cursor` of GET /api/v1/contacts: base64url of the last user's numeric id (the list's keyset order).
 * A cursor that does not decode is a 400 naming query.cursor.
 */
import { invalidField } from '../../errors/api-error.ts';

export function encodeContactCursor(numericId: number | null): string | null {
  return numericId === null ? null : Buffer.from(`c${numericId}`).toString('base64url');
}

export function decodeContactCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  const match = /^c(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw invalidField('query.cursor', 'Not a cursor this list gave out');
  return Number(match[1]);
}
