/**
 * Text that can be stored. PostgreSQL `text` and `jsonb` cannot hold U+0000, and a lone UTF-16 surrogate (half
 * of a pair, which JSON's \u escapes can produce) has no UTF-8 form: either one makes the database refuse the
 * whole statement. The API refuses both before routing (apps/api request guards); schemas refuse them too.
 */
import { z } from 'zod';

/** U+0000, or a surrogate that is not half of a pair (the `u` flag reads a well-formed pair as one code point). */
const UNSTORABLE = /[\0\p{Cs}]/u;

export const UNSTORABLE_TEXT_MESSAGE =
  'Contains a character that cannot be stored (U+0000 or an unpaired surrogate)';

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** A string without U+0000 or unpaired surrogates; chain min/max/trim as on z.string(). */
export const textSchema = z.string().refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);
