/**
 * For tests: verifying an address the way its owner would, by opening the link the tests' API "mailed". Its
 * development mailer (apps/api/src/mail/mailer.ts) keeps each message as a JSON file in the outbox folder of its
 * data directory, which test/global-setup.ts names in MOBILE_TEST_DATA_DIR.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

interface SentMail {
  to: string;
  text: string;
}

async function findVerificationLink(to: string): Promise<string | null> {
  const dataDir = process.env.MOBILE_TEST_DATA_DIR;
  if (!dataDir) throw new Error('MOBILE_TEST_DATA_DIR is not set: run the tests through jest');
  const outbox = path.join(dataDir, 'outbox');
  const names = await readdir(outbox).catch(() => [] as string[]);
  for (const name of names.filter((file) => file.startsWith('mail-') && file.endsWith('.json'))) {
    const text = await readFile(path.join(outbox, name), 'utf8').catch(() => null);
    const mail = text ? (JSON.parse(text) as SentMail) : null;
    const link =
      mail?.to === to ? /(https?:\/\/\S+\/api\/auth\/verify-email\?[^\s"<]+)/.exec(mail.text)?.[1] : null;
    if (link) return link;
  }
  return null;
}

/** Waits for the verification mail to `to` and opens its link. */
export async function verifyMailedAddress(to: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const link = await findVerificationLink(to);
    if (link) {
      const response = await fetch(link, { redirect: 'manual', headers: { origin: new URL(link).origin } });
      if (response.status >= 400) throw new Error(`verifying ${to} failed: ${response.status}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no verification mail to ${to} in the tests' API outbox`);
}
