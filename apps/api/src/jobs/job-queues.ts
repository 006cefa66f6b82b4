/**
 * Every queue of background work the API runs, and the handler of each: server.ts hands both to the job engine.
 * A new kind of background work is a queue definition beside its handler, listed here.
 */
import type { Database } from '@happenings/db/client';
import { refreshExperienceScores } from '@happenings/db/discover';
import { findSuppressions } from '@happenings/db/mail-delivery';
import type { ApiConfig } from '../env.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { ApiMetrics } from '../metrics/api-metrics.ts';
import {
  FOLLOWED_NEW_EXPERIENCES_JOB,
  followedNewExperiencesQueue,
  notifyFollowedNewExperiences,
} from './followed-new-experiences.job.ts';
import type { JobHandlers } from './job-queue.ts';
import { NEWSLETTER_BATCH_JOB, newsletterBatchQueue } from './newsletter-batch.job.ts';
import {
  NEWSLETTER_ISSUES_JOB,
  newsletterIssuesQueue,
  runNewsletterIssues,
} from './newsletter-issues.job.ts';
import { createNewsletterSender, type NewsletterSenderConfig } from './newsletter-sender.ts';
import { NEWSLETTER_SENDING_JOB, newsletterSendingQueue } from './newsletter-sending.job.ts';
import {
  NOTIFICATION_EMAILS_JOB,
  notificationEmailsQueue,
  sendNotificationEmails,
} from './notification-emails.job.ts';
import {
  NOTIFICATION_FAN_OUT_JOB,
  notificationFanOutQueue,
  runNotificationFanOut,
} from './notification-fan-out.job.ts';
import {
  NOTIFICATION_PUSHES_JOB,
  notificationPushesQueue,
  sendNotificationPushes,
} from './notification-pushes.job.ts';
import { REFRESH_INTEREST_SCORES_JOB, refreshInterestScoresQueue } from './refresh-interest-scores.job.ts';
import {
  REFRESH_OCCURRENCES_JOB,
  refreshDueOccurrences,
  refreshOccurrencesQueue,
} from './refresh-occurrences.job.ts';
import { REVIEW_DIGEST_JOB, reviewDigestQueue, sendReviewDigests } from './review-digest.job.ts';
import { SEND_EMAIL_JOB, sendEmailQueue } from './send-email.job.ts';
import { SEND_PUSH_JOB, sendPush, sendPushQueue } from './send-push.job.ts';
import { SYNC_CALENDARS_JOB, syncCalendarsQueue, syncDueCalendars } from './sync-calendars.job.ts';
import {
  notifyUpcomingInterest,
  UPCOMING_INTEREST_JOB,
  upcomingInterestQueue,
} from './upcoming-interest.job.ts';

export const JOB_QUEUES = {
  [REFRESH_OCCURRENCES_JOB]: refreshOccurrencesQueue,
  [REFRESH_INTEREST_SCORES_JOB]: refreshInterestScoresQueue,
  [SEND_EMAIL_JOB]: sendEmailQueue,
  [UPCOMING_INTEREST_JOB]: upcomingInterestQueue,
  [NOTIFICATION_EMAILS_JOB]: notificationEmailsQueue,
  [NOTIFICATION_FAN_OUT_JOB]: notificationFanOutQueue,
  [FOLLOWED_NEW_EXPERIENCES_JOB]: followedNewExperiencesQueue,
  [NOTIFICATION_PUSHES_JOB]: notificationPushesQueue,
  [SEND_PUSH_JOB]: sendPushQueue,
  [REVIEW_DIGEST_JOB]: reviewDigestQueue,
  [NEWSLETTER_SENDING_JOB]: newsletterSendingQueue,
  [NEWSLETTER_BATCH_JOB]: newsletterBatchQueue,
  [NEWSLETTER_ISSUES_JOB]: newsletterIssuesQueue,
  [SYNC_CALENDARS_JOB]: syncCalendarsQueue,
};

export type ApiJobQueues = typeof JOB_QUEUES;

export function createJobHandlers(services: {
  db: Database;
  clock: () => number;
  mailer: Mailer;
  /**
   * The site's address and the secret that signs the unsubscribe links of notification e-mails; where push
   * messages go (Expo's service, or a stand-in in tests); how many notification e-mails and pushes a person gets
   * in a day.
   */
  config: Pick<
    ApiConfig,
    | 'publicUrl'
    | 'authSecret'
    | 'expoPushUrl'
    | 'expoAccessToken'
    | 'notificationEmailsPerDay'
    | 'notificationPushesPerDay'
    // The newsletter's weekly send time per location (features/newsletter/newsletter-schedule.ts).
    | 'newsletterSchedule'
    // Connected calendars (features/imports/calendar-sync.ts): fetch limits, caps, who publishes unreviewed.
    | 'importAllowPrivateAddresses'
    | 'calendarImports'
    // Imported events' pictures are stored as uploads are (features/imports/calendar-pictures.ts).
    | 'media'
    | 'reviewFirstEvents'
  >;
  /** Counts the e-mails and pushes sent and failed (docs/operations.md#metrics). */
  metrics?: Pick<ApiMetrics, 'emails' | 'pushes'>;
  /**
   * How newsletter issues are sent (SMTP_URL or the outbox, DKIM, rate, batches): server.ts passes its
   * configuration. Without it (tests of other features) the newsletter jobs fail instead of sending.
   */
  newsletter?: NewsletterSenderConfig;
}): JobHandlers<ApiJobQueues> {
  const { db, clock, mailer, config, metrics } = services;
  const newsletterConfig = services.newsletter;
  const newsletter = () => {
    if (!newsletterConfig) throw new Error('Newsletter sending is not configured in this process');
    sender ??= createNewsletterSender({ db, clock, config: newsletterConfig });
    return sender;
  };
  let sender: ReturnType<typeof createNewsletterSender> | undefined;
  return {
    [REFRESH_OCCURRENCES_JOB]: () => refreshDueOccurrences(db, clock()),
    [REFRESH_INTEREST_SCORES_JOB]: () => refreshExperienceScores(db, new Date(clock())),
    [SEND_EMAIL_JOB]: async (message) => {
      // Issue 27: an address that bounced for good or complained gets no more mail of the product's own making.
      const suppression = (await findSuppressions(db, [message.to])).get(message.to.trim().toLowerCase());
      if (suppression && suppression !== 'unsubscribe') return { to: message.to, skipped: suppression };
      try {
        await mailer.send(message);
      } catch (error) {
        metrics?.emails.inc({ outcome: 'failed' });
        throw error;
      }
      metrics?.emails.inc({ outcome: 'sent' });
      return { to: message.to };
    },
    [UPCOMING_INTEREST_JOB]: () => notifyUpcomingInterest(db, clock()),
    [NOTIFICATION_EMAILS_JOB]: (_data, run) => sendNotificationEmails({ db, config, now: clock() }, run),
    [NOTIFICATION_FAN_OUT_JOB]: (fanOut) => runNotificationFanOut(db, fanOut),
    [FOLLOWED_NEW_EXPERIENCES_JOB]: () => notifyFollowedNewExperiences(db, clock()),
    [NOTIFICATION_PUSHES_JOB]: (_data, run) =>
      sendNotificationPushes({ db, now: clock(), dailyCap: config.notificationPushesPerDay }, run),
    [SEND_PUSH_JOB]: async (data, run) => {
      try {
        const output = await sendPush({ db, config, clock }, data, run);
        const refused = output.removed + Object.values(output.errors).reduce((sum, count) => sum + count, 0);
        if (output.sent > 0) metrics?.pushes.inc({ outcome: 'sent' }, output.sent);
        if (refused > 0) metrics?.pushes.inc({ outcome: 'failed' }, refused);
        return output;
      } catch (error) {
        metrics?.pushes.inc({ outcome: 'failed' });
        throw error;
      }
    },
    [REVIEW_DIGEST_JOB]: (_data, run) => sendReviewDigests({ db, config, now: clock() }, run),
    [NEWSLETTER_SENDING_JOB]: (_data, run) => newsletter().start(run),
    [NEWSLETTER_BATCH_JOB]: (data, run) => newsletter().sendBatch(data, run),
    [NEWSLETTER_ISSUES_JOB]: () => runNewsletterIssues({ db, config, now: clock() }),
    [SYNC_CALENDARS_JOB]: () => syncDueCalendars(db, config, clock),
  };
}
