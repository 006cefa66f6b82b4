/**
 * docs/operations.md "Stopping a process": SIGTERM to one of two API processes under load, behind a stand-in
 * balancer that polls readiness as HAProxy or a cloud balancer does. The stopping process turns not-ready at once,
 * keeps serving through its drain, then finishes what is in flight and exits 0 within its bound; no request fails,
 * on the survivor or on the stopping one. Its workers stop fetching at once: jobs sent after SIGTERM run in the
 * survivor, and a job hung past the bound is cut off and retried there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobEngine, type JobEngine } from '../src/jobs/job-engine.ts';
import { type ApiJobQueues, JOB_QUEUES } from '../src/jobs/job-queues.ts';
import { SEND_EMAIL_JOB } from '../src/jobs/send-email.job.ts';
import { type ApiProcess, startApiProcess } from './api-process.ts';
import { type RequestRecord, startLoad, timeRequest } from './load.ts';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';
import { signUpRequest, uniqueEmail } from './sign-up.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';
import { waitFor } from './wait-for.ts';

const SENDERS = ['stopping-a@happenings.test', 'stopping-b@happenings.test'] as const;
/** Longer than two of the balancer's polls, as SHUTDOWN_DRAIN_SECONDS must be in production. */
const DRAIN_SECONDS = 3;
const TIMEOUT_SECONDS = 4;
/** How often the stand-in balancer polls readiness (HAProxy's `inter`, 2 s by default). */
const POLL_MS = 1_000;
const CLIENTS = 8;

let scratch: ScratchDatabase;
let smtp: SmtpSink;
let jobs: JobEngine<ApiJobQueues>;
let processes: ApiProcess[] = [];

beforeAll(async () => {
  scratch = await createScratchDatabase();
  smtp = await startSmtpSink();
  processes = await Promise.all(
    SENDERS.map((sender) =>
      startApiProcess({
        databaseUrl: scratch.url,
        env: {
          SMTP_URL: smtp.url,
          MAIL_FROM: `Happenings <${sender}>`,
          RATE_LIMIT_SCALE: '1000',
          SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
          SHUTDOWN_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
        },
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
  await scratch?.drop();
});

const mailTo = (to: string) => ({ to, subject: 'Hello', text: 'Sent in the background.' });
const acceptedFor = (to: string) => smtp.accepted.filter((mail) => mail.to === to);

/** A balancer's view: the processes whose last readiness poll answered 200. */
function pollReadiness(targets: ApiProcess[]) {
  const inRotation = new Set(targets);
  let stopped = false;
  const loop = async () => {
    while (!stopped) {
      for (const api of targets) {
        const status = await api
          .request('/api/v1/health/ready')
          .then(async (response) => {
            await response.body?.cancel();
            return response.status;
          })
          .catch(() => 0);
        if (status === 200) inRotation.add(api);
        else inRotation.delete(api);
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };
  const running = loop();
  return {
    pick: (n: number) => {
      const ready = targets.filter((api) => inRotation.has(api));
      return ready[n % ready.length] ?? targets[0]!;
    },
    async stop() {
      stopped = true;
      await running;
    },
  };
}

describe('SIGTERM to one of two API processes under load', () => {
  it('fails no request on either process, exits 0 within its bound, and leaves new and cut-off jobs to the other', async () => {
    // A job hung on a mail server that never answers, in one of the processes: that one is stopped.
    smtp.hold('held@example.com');
    const heldJob = await jobs.sendJob(SEND_EMAIL_JOB, mailTo('held@example.com'));
    await waitFor('a process to be sending the held e-mail', async () => smtp.heldFrom.length > 0, {
      timeoutMs: 30_000,
    });
    const stoppingIndex = SENDERS.indexOf(smtp.heldFrom[0] as (typeof SENDERS)[number]);
    const stopping = processes[stoppingIndex]!;
    const survivor = processes[1 - stoppingIndex]!;

    const balancer = pollReadiness(processes);
    const load = startLoad(CLIENTS, (worker, iteration) => {
      const api = balancer.pick(worker + iteration);
      const label = api === stopping ? 'stopping' : 'survivor';
      // Reads, and sign-ups: a write that hashes a password, tens of milliseconds in flight.
      if (iteration % 4 === 3) {
        return {
          label,
          send: () => api.request('/api/auth/sign-up/email', signUpRequest(uniqueEmail('load'))),
        };
      }
      return { label, send: () => api.request('/api/v1/categories') };
    });
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    const signalledAt = Date.now();
    process.kill(stopping.pid, 'SIGTERM');
    // Readiness turns 503 at once, while the process still serves.
    await waitFor(
      'readiness of the stopping process to answer 503',
      async () => {
        const response = await stopping.request('/api/v1/health/ready').catch(() => null);
        await response?.body?.cancel();
        return response?.status === 503;
      },
      { timeoutMs: 1_000, intervalMs: 20 },
    );
    // Sent in the drain's first second, before a balancer polling every POLL_MS could have noticed: still answered.
    const late: RequestRecord[] = [];
    for (let i = 0; i < 10; i += 1) {
      late.push(await timeRequest('late', () => stopping.request('/api/v1/categories')));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Sent after SIGTERM: only the survivor fetches it.
    const afterSignal = await jobs.sendJob(SEND_EMAIL_JOB, mailTo('after-sigterm@example.com'));

    const exit = await stopping.exited;
    const stoppedAfterMs = Date.now() - signalledAt;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const records = await load.stop();
    await balancer.stop();

    const failed = (label: string) =>
      records.filter(
        (record: RequestRecord) => record.label === label && (record.status < 200 || record.status > 299),
      );
    const count = (label: string) => records.filter((record) => record.label === label).length;
    const inFlightAtSignal = records.filter(
      (record) =>
        record.label === 'stopping' && record.startedAt <= signalledAt && record.endedAt >= signalledAt,
    ).length;
    console.info(
      `SIGTERM under load: ${count('survivor')} requests to the survivor, ${count('stopping')} to the stopping process ` +
        `(${inFlightAtSignal} in flight at the signal), failed ${failed('survivor').length} / ${failed('stopping').length}; ` +
        `exited ${exit.code ?? exit.signal} after ${stoppedAfterMs} ms`,
    );
    expect(late.map((record) => record.status)).toEqual(Array(10).fill(200));
    expect(failed('survivor')).toEqual([]);
    expect(failed('stopping')).toEqual([]);
    expect(count('survivor')).toBeGreaterThan(50);
    expect(count('stopping')).toBeGreaterThan(10);
    expect(exit).toEqual({ code: 0, signal: null });
    // The drain, then the hung job's bound, then the pools: never longer than drain + timeout + a few seconds.
    expect(stoppedAfterMs).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000);
    expect(stoppedAfterMs).toBeLessThan((DRAIN_SECONDS + TIMEOUT_SECONDS + 4) * 1000);
    expect(survivor.isRunning()).toBe(true);
    expect(stopping.output()).toMatch(/shutting down/);

    await waitFor(
      'the survivor to send the e-mail queued after SIGTERM',
      async () => acceptedFor('after-sigterm@example.com').length > 0,
      {
        timeoutMs: 30_000,
        intervalMs: 100,
      },
    );
    expect(acceptedFor('after-sigterm@example.com')).toEqual([
      { from: SENDERS[1 - stoppingIndex], to: 'after-sigterm@example.com' },
    ]);
    expect(await jobs.waitForJob(SEND_EMAIL_JOB, afterSignal!)).toBe('completed');

    // The hung job was cut off at the bound, handed back, and sent by the survivor.
    smtp.release('held@example.com');
    await waitFor(
      'the survivor to send the cut-off e-mail',
      async () => acceptedFor('held@example.com').length > 0,
      {
        timeoutMs: 120_000,
        intervalMs: 200,
      },
    );
    expect(acceptedFor('held@example.com')).toEqual([
      { from: SENDERS[1 - stoppingIndex], to: 'held@example.com' },
    ]);
    expect(await jobs.waitForJob(SEND_EMAIL_JOB, heldJob!)).toBe('completed');
  });
});
