/** SQLSTATE codes the tests look for (PostgreSQL appendix A). */
export const PG_ERROR = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  notNullViolation: '23502',
} as const;

/**
 * The SQLSTATE a failing query rejected with, or undefined when it succeeded. drizzle-orm wraps driver errors
 * (DrizzleQueryError) with the driver's error as `cause`; node-postgres and PGlite both put the code on it.
 */
export async function catchPgErrorCode(query: PromiseLike<unknown>): Promise<string | undefined> {
  try {
    await query;
    return undefined;
  } catch (error) {
    const withCode = error as { code?: unknown; cause?: { code?: unknown } };
    const code = withCode.cause?.code ?? withCode.code;
    if (typeof code === 'string') return code;
    throw error;
  }
}
