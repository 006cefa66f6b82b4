/**
 * The header fields that let a mail client offer "Unsubscribe" next to the sender's name (RFC 2369) and do it with
 * one click (RFC 8058): an https URL that unsubscribes on POST (a GET only shows the confirmation page, so a link
 * scanner unsubscribes nobody) and a mailto for clients that only mail. Gmail and Yahoo ask both of bulk senders
 * since 2024. The token is the same signed token as the footer's link (features/newsletter/newsletter-links.ts).
 */

export interface ListUnsubscribeTargets {
  /** https URL answering POST with List-Unsubscribe=One-Click. */
  oneClickUrl: string;
  /** Mailbox whose mail unsubscribes (posted to the feedback endpoint by the mail provider). */
  mailbox: string;
  /** What the mailto carries in its subject: the token. */
  token: string;
}

export function listUnsubscribeHeaders(targets: ListUnsubscribeTargets): Record<string, string> {
  const mailto = `mailto:${targets.mailbox}?subject=${encodeURIComponent(`unsubscribe ${targets.token}`)}`;
  return {
    // RFC 8058 §3.1: the https URI first is not required; clients pick the one they support.
    'List-Unsubscribe': `<${targets.oneClickUrl}>, <${mailto}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
