/**
 * Reads what a mail provider or a bounce mailbox reports, as text: delivery status notifications (RFC 3464, the
 * `message/delivery-status` part of a `multipart/report`), abuse reports of a feedback loop (ARF, RFC 5965, a
 * `message/feedback-report` part) and mail sent to the mailto: of List-Unsubscribe (its subject carries the
 * token). Only the fields that decide something are read; MIME structure is not needed for them, as each sits on
 * its own header-style line of its part.
 */

export type FeedbackEvent =
  | { type: 'bounce'; email: string; detail: string }
  | { type: 'complaint'; email: string; detail: string }
  | { type: 'unsubscribe'; token: string };

/** Header-style fields of a block of lines, continuation lines unfolded (RFC 5322 §2.2.3), names lower-cased. */
function readFields(block: string): Array<[string, string]> {
  const fields: Array<[string, string]> = [];
  for (const line of block.split('\n')) {
    const last = fields.at(-1);
    if (/^[ \t]/.test(line) && last) {
      last[1] = `${last[1]} ${line.trim()}`;
      continue;
    }
    const match = /^([A-Za-z][A-Za-z0-9-]*):\s*(.*)$/.exec(line);
    if (match) fields.push([match[1]!.toLowerCase(), match[2]!.trim()]);
  }
  return fields;
}

const field = (fields: Array<[string, string]>, name: string) => fields.find(([key]) => key === name)?.[1];

/** `rfc822; someone@example.com` or `<someone@example.com>`: the address, lower-cased; null when none. */
function addressOf(value: string | undefined): string | null {
  if (!value) return null;
  const raw = value.includes(';') ? value.slice(value.indexOf(';') + 1) : value;
  const address = raw.trim().replace(/^<|>$/g, '').trim().toLowerCase();
  return /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(address) ? address : null;
}

const UNSUBSCRIBE_SUBJECT = /^unsubscribe\s+([A-Za-z0-9._-]{10,200})\s*$/i;

export function readFeedbackText(text: string): FeedbackEvent[] {
  const normalised = text.replace(/\r\n?/g, '\n');
  const blocks = normalised.split(/\n[ \t]*\n/);
  const events: FeedbackEvent[] = [];
  const seen = new Set<string>();
  const add = (event: FeedbackEvent) => {
    const key = event.type === 'unsubscribe' ? `u:${event.token}` : `${event.type}:${event.email}`;
    if (seen.has(key)) return;
    seen.add(key);
    events.push(event);
  };

  let isFeedbackReport = false;
  let complaintDetail = '';
  for (const [index, block] of blocks.entries()) {
    const fields = readFields(block);
    // RFC 3464 §2.3: one block of per-recipient fields each; Action failed with a 5.x.x Status is permanent.
    const recipient = addressOf(field(fields, 'final-recipient') ?? field(fields, 'original-recipient'));
    const action = field(fields, 'action')?.toLowerCase();
    const status = field(fields, 'status');
    if (recipient && action === 'failed' && status && /^5\.\d{1,3}\.\d{1,3}/.test(status)) {
      const diagnostic = field(fields, 'diagnostic-code');
      add({ type: 'bounce', email: recipient, detail: `DSN ${status}${diagnostic ? ` ${diagnostic}` : ''}` });
    }
    // RFC 5965 §3.1: Feedback-Type abuse (or fraud) is a complaint about the recipient's own mail.
    const feedbackType = field(fields, 'feedback-type')?.toLowerCase();
    if (feedbackType === 'abuse' || feedbackType === 'fraud') {
      isFeedbackReport = true;
      complaintDetail = `ARF ${feedbackType}`;
      const reported = addressOf(field(fields, 'original-rcpt-to'));
      if (reported) add({ type: 'complaint', email: reported, detail: complaintDetail });
      else {
        // Providers that leave Original-Rcpt-To out (most redact it) include the original message's headers:
        // its To is the complaining subscriber.
        for (const later of blocks.slice(index + 1)) {
          const to = addressOf(field(readFields(later), 'to'));
          if (to) {
            add({ type: 'complaint', email: to, detail: complaintDetail });
            break;
          }
        }
      }
    }
  }
  if (!isFeedbackReport) {
    // Mail to the List-Unsubscribe mailto: its own Subject (the first block's), "unsubscribe <token>".
    const subject = field(readFields(blocks[0] ?? ''), 'subject');
    const token = subject ? UNSUBSCRIBE_SUBJECT.exec(subject)?.[1] : undefined;
    if (token) add({ type: 'unsubscribe', token });
  }
  return events;
}
