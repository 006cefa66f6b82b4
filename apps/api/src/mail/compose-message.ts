/**
 * Turns a rendered message into the bytes handed to the SMTP server: a multipart/alternative MIME message (text
 * and HTML, UTF-8, base64), the fixed Message-ID, the list header fields, and the DKIM-Signature when a key is
 * configured.
 *
 * Written out here rather than by nodemailer's composer: an issue is tens of kilobytes of HTML, and the composer
 * spent ~4 ms per message on it (it scans the content to choose an encoding and streams it through several
 * transforms), which made composing, not SMTP, the pace of a 50,000-recipient send (apps/api/bench: newsletter).
 * The header words still go through nodemailer's own encoder (RFC 2047), and the signature through its DKIM signer,
 * the one createMailer uses for the rest of the product's mail.
 */
import { randomBytes } from 'node:crypto';
import DKIM from 'nodemailer/lib/dkim';
import { encodeWords, foldLines } from 'nodemailer/lib/mime-funcs';
import { type DkimConfig, dkimSigning } from './mail-config.ts';

export interface ComposedInput {
  /** `Name <address>` or an address. */
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** `<…@…>`: fixed per issue and subscriber (newsletter_deliveries.message_id). */
  messageId: string;
  headers: Record<string, string>;
}

export interface MessageComposer {
  compose(input: ComposedInput): Promise<Buffer>;
}

/** RFC 2045 §6.8: base64 in lines of at most 76 characters. */
function base64Lines(text: string): string {
  const encoded = Buffer.from(text, 'utf8').toString('base64');
  const lines: string[] = [];
  for (let start = 0; start < encoded.length; start += 76) lines.push(encoded.slice(start, start + 76));
  return lines.join('\r\n');
}

/** A header field folded to 78 characters where it has spaces (RFC 5322 §2.2.3); non-ASCII as RFC 2047 words. */
function headerField(name: string, value: string): string {
  const clean = value.replace(/[\r\n]+/g, ' ');
  const encoded = /^[\x20-\x7e]*$/.test(clean) ? clean : encodeWords(clean, 'B', 52);
  return foldLines(`${name}: ${encoded}`, 76).replace(/\r?\n/g, '\r\n');
}

/** `Name <address>` with the name quoted or encoded as it needs. */
function mailbox(value: string): string {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(value);
  if (!match) return value;
  if (!match[1]) return `<${match[2]}>`;
  const name = match[1].replace(/^"|"$/g, '');
  const shown = /^[\x20-\x7e]*$/.test(name)
    ? `"${name.replace(/(["\\])/g, '\\$1')}"`
    : encodeWords(name, 'B', 52);
  return `${shown} <${match[2]}>`;
}

/** RFC 5322 §3.3 date-time, in UTC. */
const rfc5322Date = (date: Date) => date.toUTCString().replace(/GMT$/, '+0000');

export function createMessageComposer(options: {
  dkim: DkimConfig | undefined;
  clock?: () => number;
}): MessageComposer {
  const signer = options.dkim ? new DKIM(dkimSigning(options.dkim)) : null;
  const clock = options.clock ?? Date.now;
  return {
    async compose(input) {
      const boundary = `----=_happenings_${randomBytes(12).toString('hex')}`;
      const head = [
        headerField('From', mailbox(input.from)),
        headerField('To', input.to),
        headerField('Subject', input.subject),
        headerField('Message-ID', input.messageId),
        headerField('Date', rfc5322Date(new Date(clock()))),
        'MIME-Version: 1.0',
        ...Object.entries(input.headers).map(([name, value]) => headerField(name, value)),
      ];
      const text = [
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: base64',
        '',
        base64Lines(input.text),
      ];
      const body =
        input.html === undefined
          ? [...head, ...text]
          : [
              ...head,
              `Content-Type: multipart/alternative; boundary="${boundary}"`,
              '',
              `--${boundary}`,
              ...text,
              `--${boundary}`,
              'Content-Type: text/html; charset=utf-8',
              'Content-Transfer-Encoding: base64',
              '',
              base64Lines(input.html),
              `--${boundary}--`,
            ];
      const raw = Buffer.from(`${body.join('\r\n')}\r\n`, 'utf8');
      if (!signer) return raw;
      const chunks: Buffer[] = [];
      for await (const chunk of signer.sign(raw)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
  };
}
