/**
 * A real SMTP server for the browser tests' API (SMTP_URL): every message it receives is kept as a JSON file
 * (envelope recipients and the raw message) under the run's data folder, for tests that check what arrived over
 * SMTP (e2e/edit-and-send-the-newsletter.e2e.ts). The API also keeps its outbox copy (MAIL_OUTBOX_COPY), which
 * the other tests read.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export async function startSmtpServer(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // The newsletter is mailed in batches; a generous limit keeps big runs from being refused.
    maxClients: 50,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        sequence += 1;
        const name = `message-${Date.now()}-${String(sequence).padStart(6, '0')}.json`;
        writeFileSync(
          path.join(dir, name),
          JSON.stringify({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
