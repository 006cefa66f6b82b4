/**
 * For tests: the code the tests' API "texted". Its development SMS sender (apps/api/src/sms/sms-sender.ts) keeps
 * each message as a JSON file in the outbox folder of its data directory, which is how the website's browser
 * tests read codes too (apps/web/e2e/support/outbox.ts). test/global-setup.ts names that directory in
 * MOBILE_TEST_DATA_DIR.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

interface SentSms {
  to: string;
  text: string;
  sentAt: string;
}

async function readOutboxes(): Promise<SentSms[]> {
  const dataDir = process.env.MOBILE_TEST_DATA_DIR;
  if (!dataDir)
    throw new Error('MOBILE_TEST_DATA_DIR is not set: run the tests through jest (test/global-setup.ts)');
  const outbox = path.join(dataDir, 'outbox');
  const found: SentSms[] = [];
  const names = await readdir(outbox).catch(() => [] as string[]);
  for (const name of names.filter((file) => file.startsWith('sms-') && file.endsWith('.json'))) {
    const text = await readFile(path.join(outbox, name), 'utf8').catch(() => null);
    if (text) found.push(JSON.parse(text) as SentSms);
  }
  return found.sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

/** Waits for the `count`-th text to `to` sent since `since` (epoch ms) and answers its 6-digit code. */
export async function readTextedCode(to: string, since: number, count = 1): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const messages = (await readOutboxes()).filter(
      (message) => message.to === to && Date.parse(message.sentAt) >= since,
    );
    const code = messages.length >= count ? /\b(\d{6})\b/.exec(messages.at(-1)!.text)?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no text message to ${to} in the tests' API outbox`);
}

/** A +1 617 555 number for one test, its last four digits from the clock. */
export function uniquePhoneNumber(): { national: string; e164: string } {
  const national = `617555${String(Date.now() + process.pid).slice(-4)}`;
  return { national, e164: `+1${national}` };
}
