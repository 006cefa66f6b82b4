/**
 * Reads what reached the run's SMTP server (support/smtp-server.ts, started by the global set-up).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

interface ReceivedMail {
  to: string[];
  raw: string;
}

/** The raw message with quoted-printable soft breaks and escapes undone (enough to read its text). */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

async function readReceived(): Promise<ReceivedMail[]> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through the e2e global set-up');
  const dir = path.join(dataDir, 'smtp');
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8'))));
}

/** Waits for a message to `to` whose raw text (decoded) holds `needle`, and answers it decoded. */
export async function waitForSmtpMessage(to: string, needle: string, timeout = 20_000): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = await readReceived();
        found = messages
          .filter((message) => message.to.some((address) => address.toLowerCase() === to.toLowerCase()))
          .map((message) => decodeQuotedPrintable(message.raw))
          .find((raw) => raw.includes(needle));
        return found !== undefined;
      },
      { timeout, message: `a message to ${to} holding ${needle} at the SMTP server` },
    )
    .toBe(true);
  return found!;
}
