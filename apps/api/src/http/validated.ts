/**
 * Every response is checked against its schema before it leaves (STYLE.md: "every response validated by its
 * schema"): a mismatch is a bug on our side, answered as a 500 and logged, never sent half-right.
 */
import type { z } from 'zod';
import { ApiError } from '../errors/api-error.ts';

export function validated<Schema extends z.ZodType>(schema: Schema, body: z.input<Schema>): z.output<Schema> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  console.error('Response does not match its schema', JSON.stringify(result.error.issues.slice(0, 5)));
  throw new ApiError(500, 'INTERNAL', 'Something went wrong on our side.');
}
