/**
 * An API refusal (`{ error: { code, message, details } }`, api-error.schema.ts) as a form shows it: each problem
 * beside the field it names, the rest above the buttons. The API names the field of each problem in
 * `details[].field` as the request part and path ('body.when.startDate', 'query.limit'); only the body is the
 * form's, so anything else belongs to the form as a whole. Every form of the website and the app that places
 * the API's problems on its fields reads them here.
 */

/** The form's own problems by field; `form` for those it shows above the buttons. */
export type FieldErrorMap<Key extends string> = Partial<Record<Key | 'form', string>>;

export interface FieldErrorOptions<Key extends string> {
  /** The field that shows a problem at this path of the request body ('when.startDate', 'title'). */
  fieldFor: (bodyPath: string) => Key | 'form';
  /** Said above the buttons when the body names no problem and carries no message (or is no API error). */
  fallback: string;
  /**
   * The words shown for a problem, when the form has better ones than the API's; `apiMessage` is the error's
   * own message ('when object malformed'). Without it, the API's words.
   */
  describe?: (field: Key | 'form', message: string, apiMessage: string | null) => string;
}

const DEFAULT_PROBLEM = 'This value is not valid.';

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** The form field of a request path: the body's paths through `fieldFor`, the other request parts the form's. */
function fieldOfPath<Key extends string>(path: string | null, options: FieldErrorOptions<Key>): Key | 'form' {
  if (path === null || !path.startsWith('body.')) return 'form';
  return options.fieldFor(path.slice('body.'.length));
}

/**
 * Reads an API error body into one message per field, the first problem of each field winning (the order the
 * API found them in). A problem without a message of its own says the error's message.
 */
export function readFieldErrors<Key extends string>(
  body: unknown,
  options: FieldErrorOptions<Key>,
): FieldErrorMap<Key> {
  const error = (body as { error?: { message?: unknown; details?: unknown } } | null | undefined)?.error;
  const apiMessage = textOf(error?.message);
  const details: unknown[] = Array.isArray(error?.details) ? error.details : [];
  const errors: FieldErrorMap<Key> = {};
  for (const detail of details) {
    const problem = (detail ?? {}) as { field?: unknown; message?: unknown };
    const field = fieldOfPath(textOf(problem.field), options);
    if (errors[field] !== undefined) continue;
    const message = textOf(problem.message) ?? apiMessage ?? DEFAULT_PROBLEM;
    errors[field] = options.describe ? options.describe(field, message, apiMessage) : message;
  }
  if (Object.keys(errors).length === 0) errors.form = apiMessage ?? options.fallback;
  return errors;
}
