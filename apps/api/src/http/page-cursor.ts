/**
 * Opaque `cursor` strings of every feature's paged lists. A keyset-paged list (follows, posts, activity,
 * notifications) hands out base64url of the last row's { at, key }; an offset-paged one, the next offset. A cursor
 * that does not decode is a 400 naming query.cursor.
 */
import type { KeysetCursor } from '@happenings/db/users';
import { invalidField } from '../errors/api-error.ts';

export function encodeCursor(cursor: KeysetCursor | null): string | null {
  return cursor ? Buffer.from(JSON.stringify([cursor.at, cursor.key])).toString('base64url') : null;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function decodeCursor(cursor: string | undefined): KeysetCursor | undefined {
  if (cursor === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      INSTANT.test(value[0]) &&
      typeof value[1] === 'string'
    ) {
      return { at: value[0], key: value[1] };
    }
  } catch {
    // fall through to the 400
  }
  throw invalidField('query.cursor', 'Not a cursor this list gave out');
}

/** Offset-paged lists (ranked suggestions) also hand out an opaque cursor: the next offset. */
export function encodeOffsetCursor(offset: number | null): string | null {
  return offset === null ? null : Buffer.from(`o${offset}`).toString('base64url');
}

export function decodeOffsetCursor(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const match = /^o(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw invalidField('query.cursor', 'Not a cursor this list gave out');
  return Number(match[1]);
}
