/**
 * The opaque `cursor` of comment lists: base64url JSON of the list it belongs to ('new', 'top' or 'replies') and
 * the last row's sort key. A cursor of another list, or one that does not decode, is a 400 naming query.cursor,
 * so a client cannot mix the keys of two orders (and skip or repeat comments).
 */
import type { CommentCursor } from '@happenings/db/comments';
import { invalidField } from '../../errors/api-error.ts';

export type CommentListKind = 'new' | 'top' | 'replies';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCommentCursor(list: CommentListKind, cursor: CommentCursor | null): string | null {
  if (!cursor) return null;
  const key = list === 'top' ? [cursor.rank, cursor.at, cursor.id] : [cursor.at, cursor.id];
  return Buffer.from(JSON.stringify({ l: list, k: key })).toString('base64url');
}

export function decodeCommentCursor(
  list: CommentListKind,
  text: string | undefined,
): CommentCursor | undefined {
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    value = null;
  }
  const parsed = (value ?? {}) as { l?: unknown; k?: unknown };
  const key = Array.isArray(parsed.k) ? [...parsed.k] : [];
  const rank = list === 'top' ? key.shift() : null;
  const [at, id] = key as unknown[];
  const isValid =
    parsed.l === list &&
    (list !== 'top' || (typeof rank === 'number' && Number.isFinite(rank))) &&
    typeof at === 'string' &&
    INSTANT.test(at) &&
    !Number.isNaN(Date.parse(at)) &&
    typeof id === 'string' &&
    id.length > 0 &&
    id.length <= 200 &&
    key.length === 2;
  if (!isValid) throw invalidField('query.cursor', 'Not a cursor this list gave out');
  return { rank: list === 'top' ? (rank as number) : null, at: at as string, id: id as string };
}
