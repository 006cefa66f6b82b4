/**
 * The phone's hashes of contacts agree with the API's own (sha256 hex of a trimmed lower-case e-mail or an E.164
 * number, as UTF-8): checked here against Node's sha256.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { hashContacts, hashContactValue, normaliseEmail, normalisePhone } from './contact-hashes.ts';

const nodeSha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('contact hashes', () => {
  it.each([
    ['zoe@example.com'],
    ['+16175550188'],
    ['zoë@exämple.com'],
    ['a-much-longer-address-that-runs-past-one-block-of-sixty-four-bytes@example.com'],
  ])('hashes %s as the API does', (value) => {
    expect(hashContactValue(value)).toBe(nodeSha256(value));
  });

  it.each([
    [' Zoe@Example.COM ', 'zoe@example.com'],
    ['not an address', null],
  ])('reads the e-mail %j as %j', (typed, expected) => {
    expect(normaliseEmail(typed)).toBe(expected);
  });

  it.each([
    ['(617) 555-0188', '+16175550188'],
    ['1 617 555 0188', '+16175550188'],
    ['+44 7700 900123', '+447700900123'],
    ['555', null],
  ])('reads the number %j as %j', (typed, expected) => {
    expect(normalisePhone(typed)).toBe(expected);
  });

  it('hashes each address and number once, leaving out what is neither', () => {
    const hashes = hashContacts([
      { emails: [{ address: 'Zoe@Example.com' }], phones: [{ number: '(617) 555-0188' }] },
      { emails: [{ address: 'zoe@example.com' }, { address: '' }], phones: [{ number: 'none' }] },
      {},
    ]);
    expect(hashes).toEqual([nodeSha256('zoe@example.com'), nodeSha256('+16175550188')]);
  });
});
