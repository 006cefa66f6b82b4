/**
 * Reads what the API "sent" in the e2e run: e-mails and text messages are JSON files in the API's outbox
 * (apps/api/src/mail/mailer.ts, apps/api/src/sms/sms-sender.ts) under E2E_DATA_DIR, set by the global set-up.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}
interface OutboxSms {
  to: string;
  text: string;
}

function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through the e2e global set-up');
  return path.join(dataDir, 'outbox');
}

async function readMessages<T>(prefix: 'mail-' | 'sms-'): Promise<T[]> {
  let names: string[];
  try {
    names = (await readdir(outboxDir())).filter((name) => name.startsWith(prefix)).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (name) => JSON.parse(await readFile(path.join(outboxDir(), name), 'utf8')) as T),
  );
}

/** Waits for the latest e-mail to `to` whose subject matches, and answers the first link in it matching `link`. */
export async function readMailLink(to: string, subject: RegExp, link: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await readMessages<OutboxMail>('mail-')).filter(
          (mail) => mail.to.toLowerCase() === to.toLowerCase() && subject.test(mail.subject),
        );
        const last = mails.at(-1);
        found = last ? link.exec(last.text)?.[0] : undefined;
        return found;
      },
      { timeout: 15_000, message: `an e-mail to ${to} matching ${subject}` },
    )
    .toBeTruthy();
  return found!;
}

/** Waits for `count` text messages to `to` and answers the 6-digit code of the latest. */
export async function readSmsCode(to: string, count = 1): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await readMessages<OutboxSms>('sms-')).filter((sms) => sms.to === to);
        code = messages.length >= count ? /\b(\d{6})\b/.exec(messages.at(-1)!.text)?.[1] : undefined;
        return code;
      },
      { timeout: 15_000, message: `a text message to ${to}` },
    )
    .toBeTruthy();
  return code!;
}

/** A unique suffix for names, e-mails and numbers of one run. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}
