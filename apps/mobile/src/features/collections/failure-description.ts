/**
 * What a toast or a form says when a collection call fails: the API's own sentence for a refusal (spec §8 error
 * shape: "This collection has 100 people in it, the most it may have."), else a hint that the network failed; null
 * for a 401, after which the app signs out with its own message (app-services.ts).
 */
import { ApiRequestError } from '../../lib/api-error.ts';

export const CHECK_CONNECTION = 'Check your connection and try again.';

export function failureDescription(error: Error): string | null {
  if (error instanceof ApiRequestError && error.status === 401) return null;
  return (error instanceof ApiRequestError && error.reason) || CHECK_CONNECTION;
}
