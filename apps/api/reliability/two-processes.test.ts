/**
 * docs/reliability.md "Two processes": two API processes on one database and one Redis behave as one service. A
 * session made on one works on the other, a rate limit counted on one applies on the other, the cache one fills
 * answers the other, and background work runs once: a job sent or a tick of a schedule is run by one of them, and
 * a job held by a process killed with SIGKILL is run by the other.
 */
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobEngine, type JobEngine } from '../src/jobs/job-engine.ts';
import { type ApiJobQueues, JOB_QUEUES } from '../src/jobs/job-queues.ts';
import { SEND_EMAIL_JOB } from '../src/jobs/send-email.job.ts';
import { type ApiProcess, PUBLIC_URL, startApiProcess } from './api-process.ts';
import { type RedisServer, startRedisServer } from './redis-server.ts';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';
import { signUp } from './sign-up.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';
import { waitFor } from './wait-for.ts';

/** Each process sends mail from an address of its own, so the SMTP server can tell which one sent a message. */
const SENDERS = ['process-a@happenings.test', 'process-b@happenings.test'] as const;

let scratch: ScratchDatabase;
let redis: RedisServer;
let smtp: SmtpSink;
/** Sends jobs to the processes' queues, as the API's own routes will. */
let jobs: JobEngine<ApiJobQueues>;
let processes: ApiProcess[] = [];

beforeAll(async () => {
  scratch = await createScratchDatabase();
  redis = await startRedisServer();
  smtp = await startSmtpSink();
  processes = await Promise.all(
    SENDERS.map((sender) =>
      startApiProcess({
        databaseUrl: scratch.url,
        redisUrl: redis.url,
        env: { SMTP_URL: smtp.url, MAIL_FROM: `Happenings <${sender}>` },
      }),
    ),
  );
  jobs = createJobEngine({ database: scratch.database, queues: JOB_QUEUES });
  await jobs.start();
});

afterAll(async () => {
  for (const api of processes) await api.kill('SIGKILL');
  await jobs?.stop();
  await smtp?.close();
  await redis?.stop();
  await scratch?.drop();
});

const mailTo = (to: string) => ({ to, subject: 'Hello', text: 'Sent in the background.' });
const acceptedFor = (to: string) => smtp.accepted.filter((mail) => mail.to === to);

describe('two API processes on one database and Redis', () => {
  it('share sessions: signed up on one, signed in on the other, signed out on both', async () => {
    const [a, b] = processes as [ApiProcess, ApiProcess];
    const user = await signUp(a.request, 'shared');
    const sessionOn = async (api: ApiProcess) => {
      const response = await api.request('/api/auth/get-session', { headers: user.headers });
      expect(response.status).toBe(200);
      return ((await response.json()) as { user?: { id: string } } | null)?.user?.id ?? null;
    };
    expect(await sessionOn(b)).toBe(user.id);
    const signOut = await b.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { ...user.headers, origin: PUBLIC_URL },
      body: '{}',
    });
    expect(signOut.status).toBe(200);
    expect(await sessionOn(a)).toBeNull();
  });

  it('share the cache through Redis: what one cached, the other answers', async () => {
    const [a, b] = processes as [ApiProcess, ApiProcess];
    const list = async (api: ApiProcess) =>
      ((await (await api.request('/api/v1/categories')).json()) as { items: Array<{ slug: string }> }).items;
    expect(await list(a)).toEqual([]);
    // Added behind the cache's back: a process that read the database would list it.
    await scratch.database.pool.query("INSERT INTO categories (slug, name) VALUES ('jazz', 'Jazz')");
    expect(await list(b)).toEqual([]);
    await redis.flush();
    expect((await list(b)).map((category) => category.slug)).toEqual(['jazz']);
  });

  it('share rate limits: sign-in attempts counted on one are refused on the other', async () => {
    const [a, b] = processes as [ApiProcess, ApiProcess];
    // auth.routes.ts: 10 sign-in attempts a minute per client address.
    const attempt = (api: ApiProcess) =>
      api.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'not the password' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await attempt(a)).status, (await attempt(b)).status);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    expect((await attempt(a)).status).toBe(429);
    expect((await attempt(b)).status).toBe(429);
  });

  it('run each job sent once: 200 e-mails, each delivered once, by both processes', async () => {
    const addresses = Array.from({ length: 200 }, (_, i) => `once-${i}@example.com`);
    for (let i = 0; i < addresses.length; i += 20) {
      await Promise.all(addresses.slice(i, i + 20).map((to) => jobs.sendJob(SEND_EMAIL_JOB, mailTo(to))));
    }
    await waitFor(
      'every e-mail to be delivered',
      async () => addresses.every((to) => acceptedFor(to).length > 0),
      {
        timeoutMs: 60_000,
        intervalMs: 200,
      },
    );
    // Several polls later, nothing was delivered twice.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    for (const to of addresses) expect(acceptedFor(to)).toHaveLength(1);
    const senders = new Set(addresses.map((to) => acceptedFor(to)[0]?.from));
    expect(senders).toEqual(new Set(SENDERS));
  });

  it('run each tick of a schedule once, though both processes watch the schedules', async () => {
    // A schedule of the test's own (every minute) on the e-mail queue, beside the API's own schedules.
    const boss = new PgBoss({ connectionString: scratch.url, supervise: false, schedule: false, max: 1 });
    boss.on('error', () => {});
    await boss.start();
    try {
      await boss.schedule(SEND_EMAIL_JOB, '* * * * *', mailTo('tick@example.com'), {
        key: 'test',
        tz: 'UTC',
      });
      await waitFor(
        'the first tick of the schedule',
        async () => acceptedFor('tick@example.com').length > 0,
        {
          timeoutMs: 150_000,
          intervalMs: 200,
        },
      );
      await boss.unschedule(SEND_EMAIL_JOB, 'test');
      // The other process's pass over the schedules (every 30 s) has run since, and sent nothing more.
      await new Promise((resolve) => setTimeout(resolve, 35_000));
      expect(acceptedFor('tick@example.com')).toHaveLength(1);
    } finally {
      await boss.stop({ graceful: false });
    }
  });

  it('run a job held by a process killed with SIGKILL in the other process', async () => {
    smtp.hold('held@example.com');
    const id = await jobs.sendJob(SEND_EMAIL_JOB, mailTo('held@example.com'));
    await waitFor('a process to be sending the held e-mail', async () => smtp.heldFrom.length > 0, {
      timeoutMs: 30_000,
    });
    const holderIndex = SENDERS.indexOf(smtp.heldFrom[0] as (typeof SENDERS)[number]);
    const [holder, survivor] = [processes[holderIndex]!, processes[1 - holderIndex]!];
    await holder.kill('SIGKILL');
    smtp.release('held@example.com');
    // Its heartbeat stops; within ~20 s the job counts as lost and the survivor sends it after the retry delay.
    await waitFor(
      'the survivor to deliver the held e-mail',
      async () => acceptedFor('held@example.com').length > 0,
      {
        timeoutMs: 120_000,
        intervalMs: 200,
      },
    );
    expect(acceptedFor('held@example.com')).toEqual([
      { from: SENDERS[1 - holderIndex], to: 'held@example.com' },
    ]);
    expect(survivor.isRunning()).toBe(true);
    expect(await jobs.waitForJob(SEND_EMAIL_JOB, id!)).toBe('completed');
    expect(await jobs.findJob(SEND_EMAIL_JOB, id!)).toMatchObject({ retryCount: 1 });
  });
});
