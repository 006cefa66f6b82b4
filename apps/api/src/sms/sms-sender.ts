/**
 * Text messages (phone sign-in codes, spec §5). Production plugs an SMS provider in behind this interface; the
 * development sender keeps it in the outbox folder and logs that it did.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface SmsSender {
  send(phoneNumber: string, text: string): Promise<void>;
}

export function createDevSmsSender(outboxDir: string, log: (line: string) => void = console.info): SmsSender {
  let sequence = 0;
  return {
    async send(phoneNumber, text) {
      // Neither the number nor the code on the log (docs/operations.md#logs): the message is in the outbox.
      log(`text message kept in the outbox folder ${outboxDir}`);
      await mkdir(outboxDir, { recursive: true });
      sequence += 1;
      const sentAt = new Date().toISOString();
      await writeFile(
        path.join(outboxDir, `sms-${sentAt.replace(/[:.]/g, '-')}-${process.pid}-${sequence}.json`),
        JSON.stringify({ to: phoneNumber, text, sentAt }, null, 2),
      );
    },
  };
}

export interface SentSms {
  to: string;
  text: string;
  sentAt: string;
}

/** Text messages the development sender kept, oldest first (optionally only those to one number). */
export async function readSmsOutbox(outboxDir: string, to?: string): Promise<SentSms[]> {
  let names: string[];
  try {
    names = (await readdir(outboxDir))
      .filter((name) => name.startsWith('sms-') && name.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  const messages = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(path.join(outboxDir, name), 'utf8')) as SentSms),
  );
  return to ? messages.filter((message) => message.to === to) : messages;
}
