/**
 * The settings of bulk mail (issue 27): DKIM signing, the newsletter's sending rate and batch size, the bounce and
 * complaint endpoint's secret and the mailbox of the mailto unsubscribe. env.ts reads them with the rest of the
 * environment (the variables below are part of its schema); this module checks what a schema cannot, such as
 * whether DKIM_PRIVATE_KEY is a private key at all, so a malformed key stops the start instead of every send.
 */
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { z } from 'zod';

export const mailEnvShape = {
  /** DKIM (RFC 6376): the signing domain (d=), the selector (s=) published at <selector>._domainkey.<domain>. */
  DKIM_DOMAIN: z.string().optional(),
  DKIM_SELECTOR: z.string().optional(),
  /** The PEM private key (RSA of at least 1024 bits, or Ed25519); `\n` escapes are read as line breaks. */
  DKIM_PRIVATE_KEY: z.string().optional(),
  /**
   * Newsletter messages handed to the SMTP server per second, across every process (a shared counter): what the
   * provider allows, with room for the notification mail sent meanwhile.
   */
  NEWSLETTER_SEND_RATE: z.coerce.number().positive().max(100_000).default(20),
  /** Recipients per batch job: one job's work, retried as a whole, resumed where it stopped. */
  NEWSLETTER_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(500),
  /**
   * Bearer secret of POST /api/v1/mail/feedback, where the mail provider (or a script reading the bounce mailbox)
   * reports bounces and complaints; without it the endpoint answers 404.
   */
  MAIL_FEEDBACK_SECRET: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(16).optional(),
  ),
  /** The mailbox of the mailto: unsubscribe link (its mail is posted to the feedback endpoint); default unsubscribe@<MAIL_FROM's domain>. */
  MAIL_UNSUBSCRIBE_ADDRESS: z.email().optional(),
};

type MailEnv = z.output<z.ZodObject<typeof mailEnvShape>> & { MAIL_FROM: string };

export interface DkimConfig {
  domainName: string;
  keySelector: string;
  /** The PEM, as nodemailer's dkim option takes it. */
  privateKey: string;
}

export interface MailConfig {
  /** Set when DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY are: every message is signed. */
  dkim: DkimConfig | undefined;
  newsletterSendRate: number;
  newsletterBatchSize: number;
  feedbackSecret: string | undefined;
  unsubscribeAddress: string;
  /** The right-hand side of Message-IDs: MAIL_FROM's domain. */
  messageIdDomain: string;
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const SELECTOR = /^[a-z0-9](?:[a-z0-9._-]{0,62})$/i;

/** The domain of an address or of `Name <address>`; 'localhost' when there is none. */
export function domainOf(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const domain = address
    .slice(address.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
  return domain && domain !== address.trim().toLowerCase() ? domain : 'localhost';
}

/** Throws naming the variable when the DKIM settings are incomplete or the key cannot sign. */
export function readDkimConfig(env: Pick<MailEnv, 'DKIM_DOMAIN' | 'DKIM_SELECTOR' | 'DKIM_PRIVATE_KEY'>) {
  const { DKIM_DOMAIN: domainName, DKIM_SELECTOR: keySelector } = env;
  const pem = env.DKIM_PRIVATE_KEY?.replace(/\\n/g, '\n').trim();
  if (!domainName && !keySelector && !pem) return undefined;
  if (!domainName || !keySelector || !pem) {
    throw new Error('Invalid environment: DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY go together');
  }
  if (!DOMAIN.test(domainName)) throw new Error('Invalid environment: DKIM_DOMAIN: expected a domain name');
  if (!SELECTOR.test(keySelector))
    throw new Error('Invalid environment: DKIM_SELECTOR: expected a DNS label');
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new Error('Invalid environment: DKIM_PRIVATE_KEY: not a PEM private key');
  }
  const type = key.asymmetricKeyType;
  // RFC 8301: RSA keys under 1024 bits must not be used; RFC 8463 adds Ed25519.
  if (type === 'rsa') {
    const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
    if (bits < 1024)
      throw new Error(`Invalid environment: DKIM_PRIVATE_KEY: an RSA key of ${bits} bits (at least 1024)`);
  } else if (type !== 'ed25519') {
    throw new Error(`Invalid environment: DKIM_PRIVATE_KEY: a ${type} key (RSA or Ed25519 only)`);
  }
  return { domainName: domainName.toLowerCase(), keySelector, privateKey: pem };
}

export function readMailConfig(env: MailEnv): MailConfig {
  const messageIdDomain = domainOf(env.MAIL_FROM);
  return {
    dkim: readDkimConfig(env),
    newsletterSendRate: env.NEWSLETTER_SEND_RATE,
    newsletterBatchSize: env.NEWSLETTER_BATCH_SIZE,
    feedbackSecret: env.MAIL_FEEDBACK_SECRET,
    unsubscribeAddress: env.MAIL_UNSUBSCRIBE_ADDRESS ?? `unsubscribe@${messageIdDomain}`,
    messageIdDomain,
  };
}

/**
 * nodemailer's dkim option. The header fields signed are its defaults plus the list fields, so that a relay cannot
 * swap the unsubscribe links without breaking the signature (RFC 8058 §4 asks for List-Unsubscribe and
 * List-Unsubscribe-Post to be covered).
 */
export function dkimSigning(dkim: DkimConfig) {
  return { ...dkim, headerFieldNames: DKIM_SIGNED_HEADERS.join(':') };
}

export const DKIM_SIGNED_HEADERS = [
  'From',
  'Sender',
  'Reply-To',
  'Subject',
  'Date',
  'Message-ID',
  'To',
  'Cc',
  'MIME-Version',
  'Content-Type',
  'Content-Transfer-Encoding',
  'List-Unsubscribe',
  'List-Unsubscribe-Post',
  'List-Id',
];
