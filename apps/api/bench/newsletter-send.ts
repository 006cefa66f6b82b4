/**
 * `npm run bench:newsletter` (apps/api): composing and handing a newsletter issue to a local SMTP server, beside a
 * floor measured in the same run: the same number of plain messages sent by nodemailer alone (its SMTP pool, as
 * many connections as the newsletter uses). Each side runs in a process of its own, so its peak memory is its own,
 * and the SMTP server runs in a third. Reports messages per second, the ratio to the floor, and peak resident memory.
 *
 * The newsletter side is the production path minus the job engine: the issue's recipients planned into batches on
 * PostgreSQL (a scratch database, dropped afterwards), then the batches run as many at a time as
 * newsletterBatchQueue's concurrency allows, by sendNewsletterBatch: the rendering of the issue (MJML, once) with each recipient's links, the
 * MIME message with its list headers, the record in the database once the server took each message, at a rate set
 * high enough not to pace it. `--messages N` (default 50,000), `--dkim` signs every message with a 2048-bit key.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { newsletterBatchQueue } from '../src/jobs/newsletter-batch.job.ts';

const SELF = fileURLToPath(import.meta.url);
const args = process.argv.slice(2);
const arg = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
// Children read the count from the environment their parent passes on.
const MESSAGES = Number(arg('messages') ?? process.env.BENCH_MESSAGES ?? 50_000);
process.env.BENCH_MESSAGES = String(MESSAGES);
/** The newsletter's SMTP connections per process (newsletterBatchQueue.concurrency); the floor gets as many. */
const CONNECTIONS = newsletterBatchQueue.concurrency ?? 1;
const SERVER = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';

interface Result {
  messages: number;
  seconds: number;
  peakMb: number;
}

/** Runs this file in `mode` in a child process; resolves with what it reports. */
function child<T>(mode: string, extra: string[] = []): { process: ChildProcess; result: Promise<T> } {
  const proc = fork(SELF, [mode, ...extra], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const result = new Promise<T>((resolve, reject) => {
    proc.once('message', (message) => resolve(message as T));
    proc.once('exit', (code) => reject(new Error(`${mode} exited with ${code}`)));
  });
  return { process: proc, result };
}

const peakMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

async function runSink(): Promise<void> {
  const { SMTPServer } = await import('smtp-server');
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  process.send?.({ port });
  process.on('message', () => process.send?.({ received }));
}

async function runFloor(smtpUrl: string): Promise<void> {
  const nodemailer = (await import('nodemailer')).default;
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: CONNECTIONS,
    maxMessages: 100,
  } as never);
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < MESSAGES) {
      const n = next++;
      await transport.sendMail({
        from: 'Happenings <newsletter@happenings.test>',
        to: `reader${n}@example.com`,
        subject: 'This week in Boston',
        text: 'A plain message.',
      });
    }
  };
  // The pool queues sends; a few in flight per connection keep both busy.
  await Promise.all(Array.from({ length: CONNECTIONS * 4 }, worker));
  const seconds = (performance.now() - started) / 1000;
  transport.close();
  process.send?.({ messages: MESSAGES, seconds, peakMb: peakMb() } satisfies Result);
}

async function runNewsletter(smtpUrl: string, databaseUrl: string, withDkim: boolean): Promise<void> {
  const { createDatabase, migrate } = await import('@happenings/db/client');
  const { makeLocation } = await import('@happenings/db/testing');
  const { loadConfig } = await import('../src/env.ts');
  const { newsletterBatchServices } = await import('../src/jobs/newsletter-sender.ts');
  const { sendNewsletterBatch } = await import('../src/jobs/newsletter-batch.job.ts');
  const { runNewsletterSending } = await import('../src/jobs/newsletter-sending.job.ts');
  const database = await createDatabase({ url: databaseUrl, maxConnections: 4 });
  if (database.kind !== 'postgres') throw new Error('the bench needs PostgreSQL');
  await migrate(database);
  const { db } = database;
  await makeLocation(db, 'boston-ma');
  // Raw SQL through the pool: only packages/db writes Drizzle queries (STYLE.md).
  await database.pool.query(
    `INSERT INTO newsletter_subscribers (email, location_slug, source, confirmed_at)
     SELECT 'reader' || n || '@example.com', 'boston-ma', 'newsletter', now() FROM generate_series(1, $1::int) n`,
    [MESSAGES],
  );
  await database.pool.query(
    `INSERT INTO newsletter_issues (location_slug, issue_date, status, send_at, subject, intro)
     VALUES ('boston-ma', '2026-12-03', 'scheduled', now(), 'This week in Boston', 'Hello Boston.')`,
  );
  const pem = withDkim
    ? generateKeyPairSync('rsa', { modulusLength: 2048 })
        .privateKey.export({ type: 'pkcs8', format: 'pem' })
        .toString()
    : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'Happenings <newsletter@happenings.test>',
    NEWSLETTER_SEND_RATE: '100000',
    NEWSLETTER_BATCH_SIZE: '500',
    ...(pem ? { DKIM_DOMAIN: 'happenings.test', DKIM_SELECTOR: 'bench', DKIM_PRIVATE_KEY: pem } : {}),
  });
  const services = newsletterBatchServices({ db, clock: Date.now, config });
  const started = performance.now();
  const batches: Array<{ issueId: string; batch: number }> = [];
  await runNewsletterSending(services, {
    sendJob: async (_name, data) => {
      batches.push(data as { issueId: string; batch: number });
      return 'queued';
    },
  });
  const run = { retryCount: 0, signal: new AbortController().signal };
  let sent = 0;
  const worker = async () => {
    for (let batch = batches.shift(); batch; batch = batches.shift()) {
      const output = await sendNewsletterBatch(services, batch, run);
      sent += output.sent;
      if (output.sent !== 500) console.info(`[bench] batch ${batch.batch}: ${JSON.stringify(output)}`);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (performance.now() - started) / 1000;
  await database.close();
  process.send?.({ messages: sent, seconds, peakMb: peakMb() } satisfies Result);
}

async function main(): Promise<void> {
  const withDkim = args.includes('--dkim');
  const sink = child<{ port: number }>('sink');
  const { port } = await sink.result;
  const smtpUrl = `smtp://127.0.0.1:${port}`;
  const { createDatabase } = await import('@happenings/db/client');
  const name = `bench_newsletter_${randomBytes(4).toString('hex')}`;
  const admin = await createDatabase({ url: `${SERVER}/postgres`, maxConnections: 1 });
  if (admin.kind !== 'postgres') throw new Error('the bench needs PostgreSQL');
  await admin.pool.query(`CREATE DATABASE "${name}"`);
  try {
    console.info(
      `[bench] floor: ${MESSAGES} plain messages by nodemailer alone (${CONNECTIONS} connections)`,
    );
    const floor = await child<Result>('floor', [smtpUrl]).result;
    console.info(
      `[bench] newsletter: ${MESSAGES} issues composed and sent${withDkim ? ', DKIM-signed' : ''}`,
    );
    const newsletter = await child<Result>('newsletter', [
      smtpUrl,
      `${SERVER}/${name}`,
      withDkim ? 'dkim' : '',
    ]).result;
    sink.process.send('count');
    const received = await new Promise<number>((resolve) =>
      sink.process.once('message', (message) => resolve((message as { received: number }).received)),
    );
    const rate = (result: Result) => result.messages / result.seconds;
    console.info(
      [
        '',
        '| sender | messages | seconds | messages/s | ÷ floor | peak RSS MB |',
        '|---|---|---|---|---|---|',
        `| nodemailer alone, plain messages (floor) | ${floor.messages} | ${floor.seconds.toFixed(1)} | ${Math.round(rate(floor))} | 1.00 | ${floor.peakMb} |`,
        `| newsletter issue${withDkim ? ', DKIM' : ''} (render, MIME, SMTP, record) | ${newsletter.messages} | ${newsletter.seconds.toFixed(1)} | ${Math.round(rate(newsletter))} | ${(rate(newsletter) / rate(floor)).toFixed(2)} | ${newsletter.peakMb} |`,
        '',
        `SMTP server received ${received} messages (expected ${MESSAGES * 2}).`,
      ].join('\n'),
    );
  } finally {
    sink.process.kill();
    await admin.pool.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.close();
  }
}

const mode = args[0];
if (mode === 'sink') await runSink();
else if (mode === 'floor') await runFloor(args[1]!);
else if (mode === 'newsletter') await runNewsletter(args[1]!, args[2]!, args[3] === 'dkim');
else await main();
