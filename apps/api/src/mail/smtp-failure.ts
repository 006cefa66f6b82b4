/**
 * What an SMTP failure means for the address (issue 27: permanent failures suppress it). Only a reply about the
 * recipient counts against the recipient: a 5xx to RCPT TO or to the message's final dot is permanent (the
 * address is suppressed), a 4xx there is worth another try later. Anything else (the connection, the greeting,
 * authentication, a refused MAIL FROM) is the sender's or the server's trouble: nobody is suppressed for it, and
 * the batch is retried as a whole.
 */

export type SmtpFailure =
  | { kind: 'recipient-permanent'; responseCode: number; message: string }
  | { kind: 'recipient-temporary'; responseCode: number; message: string }
  | { kind: 'connection'; message: string };

interface NodemailerError {
  message?: string;
  code?: string;
  command?: string;
  responseCode?: number;
  response?: string;
  rejectedErrors?: NodemailerError[];
}

const RECIPIENT_COMMANDS = new Set(['RCPT TO', 'DATA']);

/** A reply line as short, address-free operator text ("550 5.1.1 …"). */
const describe = (error: NodemailerError) => (error.response ?? error.message ?? 'SMTP error').slice(0, 300);

export function classifySmtpFailure(error: unknown): SmtpFailure {
  const failure = (error ?? {}) as NodemailerError;
  const recipientError = failure.rejectedErrors?.[0] ?? failure;
  const code = recipientError.responseCode;
  const isAboutRecipient =
    (failure.rejectedErrors?.length ?? 0) > 0 ||
    failure.code === 'EMESSAGE' ||
    (failure.command !== undefined &&
      RECIPIENT_COMMANDS.has(failure.command) &&
      failure.code !== 'EENVELOPE');
  if (code !== undefined && isAboutRecipient) {
    // RFC 5321 §4.2.1: 5yz is a permanent negative completion, 4yz a transient one.
    if (code >= 500 && code < 600)
      return { kind: 'recipient-permanent', responseCode: code, message: describe(recipientError) };
    if (code >= 400 && code < 500)
      return { kind: 'recipient-temporary', responseCode: code, message: describe(recipientError) };
  }
  return { kind: 'connection', message: describe(failure) };
}
