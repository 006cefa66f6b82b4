/**
 * Verifies the DKIM-Signature of a raw message against a public key, as a receiving server does (RFC 6376 §6.1.3),
 * for the relaxed/relaxed canonicalisation nodemailer signs with: the body hash (bh=) and the signature (b=) over
 * the header fields named in h=. For tests: the key is given, not looked up in DNS.
 */
import { createHash, createVerify, type KeyObject } from 'node:crypto';

export interface DkimVerification {
  ok: boolean;
  reason?: string;
  tags: Record<string, string>;
}

/** RFC 6376 §3.4.2: lower-case name, unfolded value, runs of whitespace as one space, none at the ends. */
const relaxedHeader = (name: string, value: string) =>
  `${name.trim().toLowerCase()}:${value
    .replace(/\r\n/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim()}`;

/** RFC 6376 §3.4.4. */
function relaxedBody(body: string): string {
  const lines = body.split('\r\n').map((line) => line.replace(/[ \t]+/g, ' ').replace(/ $/, ''));
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return lines.length === 0 ? '' : `${lines.join('\r\n')}\r\n`;
}

export function verifyDkim(raw: string, publicKey: KeyObject): DkimVerification {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split + 2);
  const body = raw.slice(split + 4);
  const fields = head
    .split(/\r\n(?![ \t])/)
    .filter(Boolean)
    .map((field) => {
      const colon = field.indexOf(':');
      return { name: field.slice(0, colon), value: field.slice(colon + 1), raw: field };
    });
  const signature = fields.find((field) => field.name.toLowerCase() === 'dkim-signature');
  if (!signature) return { ok: false, reason: 'no DKIM-Signature', tags: {} };
  const tags = Object.fromEntries(
    signature.value
      .replace(/\r\n/g, '')
      .split(';')
      .map((tag) => tag.trim())
      .filter(Boolean)
      .map((tag) => [
        tag.slice(0, tag.indexOf('=')).trim(),
        tag.slice(tag.indexOf('=') + 1).replace(/\s+/g, ''),
      ]),
  );
  if (tags.c !== 'relaxed/relaxed' || tags.a !== 'rsa-sha256') {
    return { ok: false, reason: `unsupported c=${tags.c} a=${tags.a}`, tags };
  }
  const bodyHash = createHash('sha256').update(relaxedBody(body)).digest('base64');
  if (bodyHash !== tags.bh) return { ok: false, reason: 'body hash differs', tags };
  // h= names fields from the bottom up for repeated names (§5.4.2).
  const used = new Set<number>();
  const signed: string[] = [];
  for (const name of (tags.h ?? '').split(':')) {
    for (let index = fields.length - 1; index >= 0; index -= 1) {
      const field = fields[index]!;
      if (used.has(index) || field.name.trim().toLowerCase() !== name.trim().toLowerCase()) continue;
      used.add(index);
      signed.push(`${relaxedHeader(field.name, field.value)}\r\n`);
      break;
    }
  }
  const withoutB = signature.value.replace(/(\bb=)[^;]*/, '$1');
  const data = signed.join('') + relaxedHeader(signature.name, withoutB);
  const isValid = createVerify('RSA-SHA256')
    .update(data)
    .verify(publicKey, tags.b ?? '', 'base64');
  return isValid ? { ok: true, tags } : { ok: false, reason: 'signature does not verify', tags };
}
