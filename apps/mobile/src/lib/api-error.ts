/**
 * A failed API answer, carried by a query's error so screens can tell "not found" from "try again".
 */
export class ApiRequestError extends Error {
  /**
   * The API's own sentence for a refusal (spec §8 error shape `{ error: { message } }`), when it sent one: it
   * names the limit or the state that stood in the way ("This invite was declined already.").
   */
  readonly reason: string | null;

  constructor(
    readonly status: number,
    reason: string | null = null,
  ) {
    super(`The API answered ${status}`);
    this.name = 'ApiRequestError';
    this.reason = reason;
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/** The `error.message` of an API error body, or null for any other shape. */
export function apiErrorReason(body: unknown): string | null {
  const message = (body as { error?: { message?: unknown } } | null | undefined)?.error?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}
