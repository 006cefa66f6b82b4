/**
 * Turns a rendered message into the bytes handed to the SMTP server: MIME multipart (text and HTML), a fixed
 * Message-ID, the list header fields, and the DKIM-Signature when a key is configured, all by nodemailer's own
 * composer (its stream transport with `buffer`), so bulk mail is built exactly as the rest of the product's mail.
 */
import nodemailer from 'nodemailer';
import { type DkimConfig, dkimSigning } from './mail-config.ts';

export interface ComposedInput {
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

export function createMessageComposer(options: { dkim: DkimConfig | undefined }): MessageComposer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
    ...(options.dkim ? { dkim: dkimSigning(options.dkim) } : {}),
  });
  return {
    async compose(input) {
      const info = await transport.sendMail({
        from: input.from,
        to: input.to,
        subject: input.subject,
        text: input.text,
        ...(input.html === undefined ? {} : { html: input.html }),
        messageId: input.messageId,
        headers: input.headers,
      });
      return info.message as Buffer;
    },
  };
}
