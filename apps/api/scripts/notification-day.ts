/**
 * `node --import tsx scripts/notification-day.ts [--days N]` (issue 27, "how it is checked"): seeds a fresh
 * in-memory database with the demo data set, then moves the clock through N days an hour at a time, running the
 * notification jobs each hour (UPCOMING_INTEREST, then the e-mail job) with a mailer that counts. Prints, per day,
 * the e-mails sent, to how many people, the most one person got, how many were digests; and, to compare, how many
 * e-mails the day's reminders were at one per event and day (the mail before issue 27).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { countUpcomingInterestPairs } from '@happenings/db/notifications';
import { createTestDatabase } from '@happenings/db/testing';

import { createJobEngine } from '../src/jobs/job-engine.ts';
import { createJobHandlers, JOB_QUEUES } from '../src/jobs/job-queues.ts';
import { NOTIFICATION_EMAILS_JOB } from '../src/jobs/notification-emails.job.ts';
import { runJobOnce } from '../src/jobs/run-job-once.ts';
import { SEND_EMAIL_JOB } from '../src/jobs/send-email.job.ts';
import { UPCOMING_INTEREST_JOB } from '../src/jobs/upcoming-interest.job.ts';
import { createLogger } from '../src/logging/logger.ts';
import type { MailMessage } from '../src/mail/mailer.ts';
import { seedDatabase } from '../src/seed/seed-database.ts';
import { loadScriptConfig } from './script-config.ts';

const { values } = parseArgs({ options: { days: { type: 'string', default: '2' } } });
const days = Number(values.days);
/** Midnight in New York on a Friday: the first hour's run finds Saturday's events. */
const START = Date.parse('2026-11-20T05:00:00Z');
const HOUR = 60 * 60 * 1000;

const database = await createTestDatabase();
const mediaDir = await mkdtemp(path.join(tmpdir(), 'happenings-notification-day-'));
let now = START;
const sent: Array<{ day: number; message: MailMessage }> = [];
const config = loadScriptConfig();
const engine = createJobEngine({
  database,
  queues: JOB_QUEUES,
  handlers: createJobHandlers({
    db: database.db,
    clock: () => now,
    mailer: {
      send: async (message) => {
        sent.push({ day: Math.floor((now - START) / (24 * HOUR)), message });
      },
    },
    config,
  }),
  timings: { pollingIntervalSeconds: 0.5, superviseIntervalSeconds: 1 },
  logger: createLogger({ level: 'error' }),
});
try {
  await seedDatabase(database.db, {
    now: START,
    mediaDir,
    publicUrl: config.publicUrl,
    cloudname: config.media.cloudname,
    log: () => {},
  });
  await engine.start();
  for (let day = 0; day < days; day += 1) {
    now = START + day * 24 * HOUR;
    // What the reminders were before issue 27: one e-mail per verified person, event and day the event is on.
    const before = await countUpcomingInterestPairs(database.db, { now: new Date(now) });
    for (let hour = 0; hour < 24; hour += 1) {
      now = START + (day * 24 + hour) * HOUR;
      await runJobOnce(engine, UPCOMING_INTEREST_JOB);
      await runJobOnce(engine, NOTIFICATION_EMAILS_JOB);
      await engine.waitForIdle(SEND_EMAIL_JOB);
    }
    const today = sent.filter((mail) => mail.day === day).map((mail) => mail.message);
    const perPerson = new Map<string, number>();
    for (const mail of today) perPerson.set(mail.to, (perPerson.get(mail.to) ?? 0) + 1);
    const digests = today.filter((mail) => /^\d+ /.test(mail.subject)).length;
    console.info(
      `day ${day + 1}: ${today.length} e-mails to ${perPerson.size} people (most to one person: ` +
        `${Math.max(0, ...perPerson.values())}; ${digests} digests) — one per event and day would have been ` +
        `${before.pairs} reminder e-mails to ${before.people} people`,
    );
  }
} finally {
  await engine.stop({ timeoutMs: 1_000 });
  await database.close();
  await rm(mediaDir, { recursive: true, force: true });
}
