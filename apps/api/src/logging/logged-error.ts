/**
 * An error as a log line may hold it (docs/operations.md#logs): its type, message, stack and cause, and nothing a
 * request sent. drizzle-orm's DrizzleQueryError puts the query's parameters in its message ("Failed query: …
 * params: <a session token>, <an e-mail>"), and PostgreSQL quotes the value it refused ('invalid input syntax for
 * type uuid: "…"'), so messages are cut before their parameters and scrubbed of e-mail addresses and phone numbers;
 * other fields (a database error's `detail`, which quotes the row) are left out.
 */

export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  /** PostgreSQL's SQLSTATE, when the error is the database's. */
  sqlState?: string;
  cause?: LoggedError;
}

const PARAMS = /\nparams:[\s\S]*$/;
const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g;
const PHONE = /\+\d[\d\s().-]{6,}\d/g;

/** A message with its query parameters cut off and any e-mail address or phone number replaced. */
export function scrubMessage(text: string): string {
  return scrubPersonalData(text.replace(PARAMS, '\nparams: [redacted]'));
}

function scrubPersonalData(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PHONE, '[phone]');
}

export function toLoggedError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubMessage(String(error)) };
  const logged: LoggedError = { type: error.name, message: scrubMessage(error.message) };
  // The stack opens with the message: the scrubbed one replaces it, the frames stay.
  if (error.stack) logged.stack = scrubPersonalData(error.stack.replace(error.message, logged.message));
  const sqlState = (error as { code?: unknown }).code;
  if (typeof sqlState === 'string' && /^[0-9A-Z]{5}$/.test(sqlState)) logged.sqlState = sqlState;
  // Two levels: a query error's cause is the driver's error, whose cause is rarely more.
  if (error.cause !== undefined && depth < 2) logged.cause = toLoggedError(error.cause, depth + 1);
  return logged;
}
