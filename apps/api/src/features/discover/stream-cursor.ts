/**
 * The opaque cursor of discover streams and search: base64url JSON of the last key of the page, the stream it
 * belongs to, and the instant the first page was computed at (`asOf`), so time-based scores and the "not yet
 * ended" filter stay the same while a client pages through.
 */
import type { StreamKey } from '@happenings/db/discover';
import { invalidField } from '../../errors/api-error.ts';

export interface StreamCursor {
  stream: string;
  asOf: number;
  after: StreamKey;
}

export function encodeStreamCursor(cursor: StreamCursor): string {
  const { stream, asOf, after } = cursor;
  return Buffer.from(JSON.stringify({ s: stream, t: asOf, k: [after.k1, after.k2, after.id] })).toString(
    'base64url',
  );
}

/** The cursor, or a 400 naming query.cursor when it is malformed or belongs to another stream. */
export function decodeStreamCursor(text: string, stream: string): StreamCursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidField('query.cursor', 'Not a cursor returned by this endpoint');
  }
  const parsed = value as { s?: unknown; t?: unknown; k?: unknown };
  const key = Array.isArray(parsed.k) ? parsed.k : [];
  const [k1, k2, id] = key as unknown[];
  if (
    parsed.s !== stream ||
    typeof parsed.t !== 'number' ||
    !Number.isFinite(parsed.t) ||
    typeof k1 !== 'number' ||
    typeof k2 !== 'number' ||
    typeof id !== 'string'
  ) {
    throw invalidField('query.cursor', 'Not a cursor returned by this endpoint');
  }
  return { stream, asOf: parsed.t, after: { k1, k2, id } };
}
