/**
 * An SMTP server of the test's own that keeps the envelope of every message it accepts, and can hold a recipient:
 * a sender that names it waits for an answer that never comes (a mail server hanging mid-send), so the job that
 * sends it stays running for as long as its process lives. Which process sends is told by its MAIL FROM.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface AcceptedMail {
  from: string;
  to: string;
}

/** Bytes of a message read for its Message-ID: the header block of any message of ours is shorter. */
const HEAD_BYTES = 16 * 1024;

export interface SmtpSink {
  url: string;
  accepted: AcceptedMail[];
  /** The Message-ID header field of each accepted message, per recipient (null when it has none). */
  messageIds: Array<{ to: string; messageId: string | null }>;
  /** Senders (MAIL FROM) left waiting on a held recipient. */
  heldFrom: string[];
  hold(address: string): void;
  /** Accepts the address from now on (senders already waiting stay waiting). */
  release(address: string): void;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const accepted: AcceptedMail[] = [];
  const messageIds: SmtpSink['messageIds'] = [];
  const heldFrom: string[] = [];
  const held = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, session, callback) {
      if (!held.has(address.address)) {
        callback();
        return;
      }
      // No answer: the sender waits until its connection ends.
      heldFrom.push(session.envelope.mailFrom ? session.envelope.mailFrom.address : '');
    },
    onData(stream, session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < HEAD_BYTES) head += chunk.toString('latin1');
      });
      // 'end' only for a message whose final dot arrived: a client that dies mid-message delivers nothing.
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const headers = head.split('\r\n\r\n', 1)[0] ?? '';
        const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(headers)?.[1] ?? null;
        for (const recipient of session.envelope.rcptTo) {
          accepted.push({ from, to: recipient.address });
          messageIds.push({ to: recipient.address, messageId });
        }
        callback();
      });
    },
  });
  // A client killed mid-conversation resets its connection: not the test's concern.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    messageIds,
    heldFrom,
    hold: (address) => held.add(address),
    release: (address) => held.delete(address),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
