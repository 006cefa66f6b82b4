/** spec §5: the message of a schedule rejected as malformed. */
export const WHEN_MALFORMED = 'when object malformed';

/**
 * A schedule that cannot be read. The message is WHEN_MALFORMED (spec §5); `detail` says which field was wrong,
 * for logs, without changing the message callers match on.
 */
export class ScheduleError extends Error {
  override readonly name = 'ScheduleError';
  readonly detail: string | undefined;

  constructor(detail?: string, message: string = WHEN_MALFORMED) {
    super(message);
    this.detail = detail;
  }
}
