/**
 * Hands bulk mail (the newsletter) to the SMTP server one message at a time over a kept connection, with the
 * record that a message was sent written *inside* the SMTP transaction rather than after it (issue 27: a process
 * killed mid-send must leave nobody with the issue twice or not at all).
 *
 * Why: SMTP offers no two-phase commit. A server takes responsibility for a message when it answers 250 to the
 * final "." of DATA (RFC 5321 §4.1.1.4, §6.1); a connection that ends before that dot delivers nothing. Writing
 * "sent" after the 250 leaves a window of two round trips (the server's answer, then the database's) in which a
 * kill delivers a message the database still owes, which the next run sends again. So the order here is:
 *
 *   MAIL FROM, RCPT TO, DATA (354) → the message body → claim (the caller's UPDATE … SET status = 'sent', committed)
 *   → the final dot → 250.
 *
 * A kill before the claim commits: the server never saw the dot and drops the message; the row is still queued
 * and the next run sends it. A kill after the dot: the message is delivered and recorded. What is left is the
 * interval between the claim's commit arriving and the dot leaving in the next write to the socket (a few event
 * loop steps, no round trip), where a kill loses that one message instead of doubling it; and a server that
 * refuses the message after the dot while the process dies before undoing the claim. Both are reported in
 * docs/newsletter-sending.md. A claim the database refuses (another run recorded the row first) abandons the
 * message: the connection is dropped before the dot, so the server discards it.
 */
import { Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import SMTPConnection from 'nodemailer/lib/smtp-connection';
import { createOutboxMailer } from './mailer.ts';

export interface BulkMessage {
  /** Envelope sender (MAIL FROM). */
  from: string;
  /** Envelope recipient (RCPT TO). */
  to: string;
  /** The whole RFC 5322 message (headers, DKIM signature included). */
  raw: Buffer;
  /** The readable parts, for the outbox folder of a development set-up without SMTP. */
  parts: { subject: string; text: string; html?: string; headers: Record<string, string> };
}

export type DeliveryResult = 'sent' | 'abandoned';

export interface BulkMailTransport {
  /**
   * Sends one message; `claim` runs once the server has taken the envelope and the body, before the final dot:
   * true to go on, false to abandon the message unsent. Rejects with nodemailer's error (smtp-failure.ts reads it).
   */
  deliver(message: BulkMessage, claim: () => Promise<boolean>): Promise<DeliveryResult>;
  close(): Promise<void>;
}

/** Many servers refuse more messages than this on one connection; a new one is opened past it. */
const MESSAGES_PER_CONNECTION = 100;

interface SmtpTarget {
  host: string;
  port: number;
  secure: boolean;
  auth: { user: string; pass: string } | undefined;
}

/** smtp://user:pass@host:port (STARTTLS when offered) or smtps:// (TLS from the start). */
export function parseSmtpUrl(smtpUrl: string): SmtpTarget {
  const url = new URL(smtpUrl);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error('SMTP_URL must be smtp:// or smtps://');
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
  };
}

/** The socket a connection writes to (its TLS socket after STARTTLS); nodemailer keeps it in `_socket`. */
function socketOf(connection: SMTPConnection): Socket | undefined {
  return (connection as unknown as { _socket?: Socket })._socket;
}

/**
 * Resolves once the whole body has left the process: read from `body` and handed to the kernel by the socket (its
 * user-space buffer empty). Only then is the message claimed, so that after the claim's commit nothing but the
 * final dot, a few bytes, is left to write: the window in which a kill loses a claimed message is the few event-loop
 * steps between the commit's answer and that write, not the time a slow server takes to read a 40 KB body.
 */
async function flushed(body: PassThrough, socket: Socket | undefined): Promise<void> {
  // Polled rather than awaited on 'drain', which a socket emits only after a write it refused; bounded (~30 s), so a
  // server that stops reading fails the send by its own timeout instead of leaving this waiting.
  for (let step = 0; step < 30_000; step += 1) {
    const waiting = socket?.writableLength ?? 0;
    if (body.readableLength === 0 && body.writableLength === 0 && waiting === 0) return;
    await new Promise<void>((resolve) => (waiting > 0 ? setTimeout(resolve, 1) : setImmediate(resolve)));
  }
}

export function createSmtpBulkTransport(smtpUrl: string): BulkMailTransport {
  const target = parseSmtpUrl(smtpUrl);
  let connection: SMTPConnection | null = null;
  let sentOnConnection = 0;

  const drop = () => {
    connection?.close();
    connection = null;
  };

  const open = () =>
    new Promise<SMTPConnection>((resolve, reject) => {
      // Nagle's algorithm would hold the final dot (a few bytes written after the claim) until the server
      // acknowledged the body, which a delayed ACK puts off by up to 40 ms: every message would wait for it.
      const socket = new Socket();
      socket.setNoDelay(true);
      const next = new SMTPConnection({
        socket,
        host: target.host,
        port: target.port,
        secure: target.secure,
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      });
      let settled = false;
      next.once('error', (error) => {
        if (!settled) {
          settled = true;
          reject(error);
        }
      });
      // Later errors end the connection; the send in flight gets its own error through its callback.
      next.on('error', () => {});
      next.once('end', () => {
        if (connection === next) connection = null;
      });
      next.connect(() => {
        const ready = () => {
          settled = true;
          resolve(next);
        };
        if (!target.auth) return ready();
        next.login(target.auth, (error) => {
          if (!error) return ready();
          settled = true;
          next.close();
          reject(error);
        });
      });
    });

  return {
    async deliver(message, claim) {
      if (connection && sentOnConnection >= MESSAGES_PER_CONNECTION) {
        connection.quit();
        connection = null;
      }
      if (!connection) {
        connection = await open();
        sentOnConnection = 0;
      }
      const current = connection;
      sentOnConnection += 1;
      return new Promise<DeliveryResult>((resolve, reject) => {
        let isSettled = false;
        const settle = (outcome: () => void) => {
          if (isSettled) return;
          isSettled = true;
          outcome();
        };
        const abandon = () => {
          // No dot: the server drops the unfinished message with the connection. nodemailer does not call back
          // for a send cut off by close(), so the answer is given here.
          if (connection === current) drop();
          else current.close();
        };
        const body = new PassThrough();
        // 'resume': the connection started reading the body, which it does only after the server answered DATA
        // with 354, i.e. took the envelope. The body flows at once; the stream's end (the dot) waits for the claim.
        body.once('resume', () => {
          flushed(body, socketOf(current))
            .then(claim)
            .then(
              (isClaimed) => {
                if (isClaimed) {
                  body.end();
                  return;
                }
                abandon();
                settle(() => resolve('abandoned'));
              },
              (error: unknown) => {
                abandon();
                settle(() => reject(error));
              },
            );
        });
        body.write(message.raw);
        current.send({ from: message.from, to: [message.to] }, body, (error) => {
          if (!error) return settle(() => resolve('sent'));
          // After any failure the next message starts on a new connection: a refused envelope or message can
          // leave the server's transaction half open (a second MAIL FROM would be a "nested MAIL command").
          if (connection === current) drop();
          settle(() => reject(error));
        });
      });
    },
    async close() {
      connection?.quit();
      connection = null;
    },
  };
}

/**
 * Without SMTP_URL (development, browser tests): each message is claimed, then written to the outbox folder as the
 * other mail is (mailer.ts), with its list headers, so the website's developer sees what would go out.
 */
export function createOutboxBulkTransport(outboxDir: string, from: string): BulkMailTransport {
  const outbox = createOutboxMailer(outboxDir, from);
  return {
    async deliver(message, claim) {
      if (!(await claim())) return 'abandoned';
      await outbox.send({ to: message.to, ...message.parts });
      return 'sent';
    },
    async close() {},
  };
}
