/**
 * E-mail sent in the background through the mailer (SMTP, or the outbox folder): a send that fails (the SMTP
 * server is down) is retried with back-off for about a day. At least once: a process that dies between the SMTP
 * server accepting the message and the job being marked done sends it again, so senders that must not repeat
 * a message give it a singletonKey.
 */
import { z } from 'zod';
import { defineJobQueue } from './job-queue.ts';

const noNul = (value: string) => !value.includes('\u0000');

export const SEND_EMAIL_JOB = 'send-email';

export const sendEmailQueue = defineJobQueue({
  payload: z.object({
    to: z.email().max(320),
    subject: z.string().min(1).max(300).refine(noNul),
    text: z.string().min(1).max(100_000).refine(noNul),
    html: z.string().max(500_000).refine(noNul).optional(),
    // Only the list fields (RFC 2369, RFC 8058), one line each: a job cannot add other header fields.
    headers: z
      .record(
        z.enum(['List-Unsubscribe', 'List-Unsubscribe-Post']),
        z
          .string()
          .max(2000)
          .regex(/^[^\r\n]*$/),
      )
      .optional(),
  }),
  policy: 'standard',
  isUrgent: true,
  concurrency: 4,
  // 10 s, 20, 40 ... then hourly: about a day of tries.
  retryLimit: 30,
  retryDelaySeconds: 10,
  retryDelayMaxSeconds: 60 * 60,
  expireInSeconds: 2 * 60,
});
