/**
 * Hands bulk mail (the newsletter) to the SMTP server one message at a time over a kept connection, and records each
 * message as sent the moment the server has taken it (issue 27: a process killed mid-send must leave nobody without
 * the issue, and nobody with it twice).
 *
 * SMTP offers no two-phase commit: the server takes responsibility for a message when it answers 250 to the final "."
 * of DATA (RFC 5321 §4.1.1.4, §6.1), and a connection that ends before that dot delivers nothing. So:
 *
 *   MAIL FROM, RCPT TO, DATA → the body → "." → 250 → record (UPDATE … SET status = 'sent', asynchronous commit)
 *
 * A kill before the 250 leaves the row owed: the server dropped the unfinished message, or has it and the row is
 * still owed (below); the next run sends it. The window is between the server's 250 and the record reaching the
 * database: one event-loop turn and one round trip, during which a kill makes the next run send that message again,
 * with the same Message-ID (newsletter_deliveries.message_id), which receiving providers fold into one and which the
 * reliability test counts as one. The other order (record, then the dot) was tried: its window loses the message
 * instead, and a kill landed in it often enough on a loaded machine to lose one in a few runs. docs/newsletter-sending.md.
 */
import { Socket } from 'node:net';
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

export type DeliveryResult = 'sent' | 'duplicate';

export interface BulkMailTransport {
  /**
   * Sends one message, then runs `record` at once (false: another run had recorded it already, the message went out
   * twice under one Message-ID). Rejects with nodemailer's error (smtp-failure.ts reads it).
   */
  deliver(message: BulkMessage, record: () => Promise<boolean>): Promise<DeliveryResult>;
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
      // Without Nagle's algorithm: the final dot, a few bytes, goes out at once rather than after the server
      // acknowledged the body (a delayed ACK puts that off by up to 40 ms, on every message).
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
    async deliver(message, record) {
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
        current.send({ from: message.from, to: [message.to] }, message.raw, (error) => {
          if (error) {
            // After any failure the next message starts on a new connection: a refused envelope or message can
            // leave the server's transaction half open (a second MAIL FROM would be a "nested MAIL command").
            if (connection === current) drop();
            reject(error);
            return;
          }
          record().then((isNew) => resolve(isNew ? 'sent' : 'duplicate'), reject);
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
 * Without SMTP_URL (development, browser tests): each message is written to the outbox folder, then recorded, as the
 * other mail is (mailer.ts), with its list headers, so the website's developer sees what would go out.
 */
export function createOutboxBulkTransport(outboxDir: string, from: string): BulkMailTransport {
  const outbox = createOutboxMailer(outboxDir, from);
  return {
    async deliver(message, record) {
      await outbox.send({ to: message.to, ...message.parts });
      return (await record()) ? 'sent' : 'duplicate';
    },
    async close() {},
  };
}
