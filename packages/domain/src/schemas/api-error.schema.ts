/**
 * The body of every API error response: `{ error: { code, message, details } }`.
 */
import { z } from 'zod';

export const apiErrorBodySchema = z.object({
  error: z.object({
    /** Machine-readable, SCREAMING_SNAKE_CASE: 'NOT_FOUND', 'VALIDATION_FAILED'. */
    code: z.string().regex(/^[A-Z][A-Z0-9_]*$/, 'Expected an upper-case code'),
    /** For people; clients may show it. */
    message: z.string().min(1),
    /** Anything that helps: validation issues, the missing id... */
    details: z.unknown().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
