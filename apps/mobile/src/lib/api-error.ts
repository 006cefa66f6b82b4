/**
 * A failed API answer, carried by a query's error so screens can tell "not found" from "try again".
 */
export class ApiRequestError extends Error {
  constructor(readonly status: number) {
    super(`The API answered ${status}`);
    this.name = 'ApiRequestError';
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}
