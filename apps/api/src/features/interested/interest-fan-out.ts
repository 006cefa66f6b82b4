/**
 * Marking interest notifies the person's followers (CONNECTION_INTEREST) through background work: the mark's
 * transaction stores the fan-out job (jobs/notification-fan-out.job.ts), so a person with many followers marks as
 * fast as anyone and the notifications are written by whichever process takes the job.
 */
import type { SendInterestFanOut } from '@happenings/db/interested';
import type { AppServices } from '../../context.ts';
import { NOTIFICATION_FAN_OUT_JOB } from '../../jobs/notification-fan-out.job.ts';

/**
 * The job sender for markInterested; undefined without a job engine, where the mark notifies in its transaction.
 * The job carries the request's id, so its log line follows the request's (docs/operations.md#logs).
 */
export function interestFanOutSender(
  services: Pick<AppServices, 'jobs'>,
  requestId?: string,
): SendInterestFanOut | undefined {
  const { jobs } = services;
  if (!jobs) return undefined;
  return async (tx, fanOut) => {
    await jobs.sendJobWithin(
      tx,
      NOTIFICATION_FAN_OUT_JOB,
      { type: 'CONNECTION_INTEREST', ...fanOut },
      requestId ? { requestId } : {},
    );
  };
}
