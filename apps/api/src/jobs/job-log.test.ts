/**
 * Job lines (docs/operations.md#logs): each run of a job writes one line with its queue, job id, attempt, duration
 * and outcome, and a job a request caused carries that request's id, so one id leads from the request's line to
 * the work it left for later. Never the job's data (addresses, messages), nor anyone's credentials.
 */
import { makeExperience, makeLocation } from '@happenings/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';
import { captureLogs, type LogCapture } from '../testing/log-capture.ts';
import { jsonRequest, signUp } from '../testing/sign-up.ts';
import { createJobEngine, type JobRunRecord } from './job-engine.ts';
import { defineJobQueue } from './job-queue.ts';
import { NOTIFICATION_FAN_OUT_JOB } from './notification-fan-out.job.ts';
import { SEND_EMAIL_JOB } from './send-email.job.ts';

let t: TestApp;
let logs: LogCapture;
beforeAll(async () => {
  logs = captureLogs('info');
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' }, withJobs: true, logger: logs.logger });
  await makeLocation(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

describe('job log lines', () => {
  it("carry the id of the request that sent the job, beside the request's own line", async () => {
    const password = 'a password nobody logs 7731';
    const ana = await signUp(t, { name: 'Ana', password });
    const bo = await signUp(t, { name: 'Bo' });
    const follow = await t.app.request(
      `/api/v1/follows/users/${ana.id}`,
      jsonRequest('POST', {}, bo.headers),
    );
    expect(follow.status).toBeLessThan(300);
    const event = await makeExperience(t.database.db, {
      occurrences: [{ startsAt: new Date(Date.now() + 86_400_000) }],
    });

    const requestId = 'interest-req-42';
    const res = await t.app.request(`/api/v1/interested/experience/${event.id}`, {
      method: 'POST',
      headers: { ...ana.headers, 'x-request-id': requestId },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe(requestId);
    await t.jobs!.engine.waitForIdle(NOTIFICATION_FAN_OUT_JOB);

    const lines = logs.lines().filter((line) => line.requestId === requestId);
    expect(lines).toMatchObject([
      { msg: 'request', route: '/api/v1/interested/:type/:id', status: 200, userId: ana.id },
      { msg: 'job', queue: NOTIFICATION_FAN_OUT_JOB, attempt: 1, outcome: 'completed', level: 30 },
    ]);
    expect(lines[1]?.jobId).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof lines[1]?.durationMs).toBe('number');

    const text = logs.text();
    for (const secret of [ana.email, bo.email, password, ana.token, bo.token, ana.cookie.split('=')[1]]) {
      expect(secret, 'a credential or address in the log').toBeTruthy();
      expect(text).not.toContain(secret);
    }
  });

  it('write a job without a request on its own line, with no data of the job', async () => {
    const engine = t.jobs!.engine;
    const to = 'someone-private@example.com';
    const id = await engine.sendJob(SEND_EMAIL_JOB, {
      to,
      subject: 'Private subject 99',
      text: 'Private body',
    });
    expect(await engine.waitForJob(SEND_EMAIL_JOB, id!)).toBe('completed');
    const line = logs.lines().find((one) => one.jobId === id);
    expect(line).toMatchObject({ msg: 'job', queue: SEND_EMAIL_JOB, attempt: 1, maxAttempts: 31 });
    expect(line).not.toHaveProperty('requestId');
    expect(logs.text()).not.toContain(to);
    expect(logs.text()).not.toContain('Private subject 99');
  });

  it('write a failed run at error level with the error, its addresses replaced, and tell the observer', async () => {
    const runs: JobRunRecord[] = [];
    const refusing = defineJobQueue({
      payload: z.object({ to: z.string() }),
      policy: 'standard',
      retryLimit: 0,
      retryDelaySeconds: 1,
      retryDelayMaxSeconds: 1,
      expireInSeconds: 60,
    });
    const engine = createJobEngine({
      database: t.database,
      queues: { 'log-test-refusing': refusing },
      handlers: {
        'log-test-refusing': async ({ to }) => {
          throw new Error(`550 mailbox ${to} refused`);
        },
      },
      timings: { pollingIntervalSeconds: 0.5, superviseIntervalSeconds: 1 },
      logger: logs.logger,
      onJobRun: (run) => runs.push(run),
    });
    await engine.start();
    try {
      const id = await engine.sendJob('log-test-refusing', { to: 'refused-person@example.com' });
      expect(await engine.waitForJob('log-test-refusing', id!)).toBe('failed');
      const line = logs.lines().find((one) => one.jobId === id);
      expect(line).toMatchObject({
        level: 50,
        msg: 'job failed',
        queue: 'log-test-refusing',
        attempt: 1,
        maxAttempts: 1,
        outcome: 'failed',
        err: { type: 'Error', message: '550 mailbox [email] refused' },
      });
      expect(logs.text()).not.toContain('refused-person@example.com');
      expect(runs).toMatchObject([{ queue: 'log-test-refusing', outcome: 'failed' }]);
    } finally {
      await engine.stop({ timeoutMs: 1_000 });
    }
  });
});
