/**
 * Outgoing e-mail: over SMTP with nodemailer when SMTP_URL is set, otherwise into a local outbox folder (one JSON
 * file per message) that a developer — or a browser test — can read.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { type DkimConfig, dkimSigning } from './mail-config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header fields (List-Unsubscribe and List-Unsubscribe-Post, list-unsubscribe.ts). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  /** Signs every message over SMTP (mail-config.ts: DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY). */
  dkim?: DkimConfig | undefined;
  /** Also write each message sent over SMTP to the outbox folder (MAIL_OUTBOX_COPY). */
  outboxCopy?: boolean;
}

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(
      options.smtpUrl,
      options.dkim ? { dkim: dkimSigning(options.dkim) } : {},
    );
    const copy = options.outboxCopy ? createOutboxMailer(options.outboxDir, options.from) : null;
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
        await copy?.send(message);
      },
    };
  }
  return createOutboxMailer(options.outboxDir, options.from);
}

export interface OutboxMessage extends MailMessage {
  from: string;
  sentAt: string;
}

/** Writes each message to `<outboxDir>/mail-<timestamp>-<pid>-<n>.json`. */
export function createOutboxMailer(outboxDir: string, from: string): Mailer {
  let sequence = 0;
  return {
    async send(message) {
      await mkdir(outboxDir, { recursive: true });
      const sentAt = new Date().toISOString();
      sequence += 1;
      const name = `mail-${sentAt.replace(/[:.]/g, '-')}-${process.pid}-${sequence}.json`;
      const body: OutboxMessage = { from, sentAt, ...message };
      await writeFile(path.join(outboxDir, name), JSON.stringify(body, null, 2));
    },
  };
}

/** Messages in the outbox, oldest first (optionally only those to one address). */
export async function readOutbox(outboxDir: string, to?: string): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = (await readdir(outboxDir))
      .filter((name) => name.startsWith('mail-') && name.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  const messages = await Promise.all(
    names.map(
      async (name) => JSON.parse(await readFile(path.join(outboxDir, name), 'utf8')) as OutboxMessage,
    ),
  );
  return to ? messages.filter((message) => message.to.toLowerCase() === to.toLowerCase()) : messages;
}
