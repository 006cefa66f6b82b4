/**
 * A text compressed once and sent many times with one marker replaced per response (a kept page's placeholder
 * nonce): the parts between the markers are compressed once each, as raw deflate ending in a full flush (no
 * reference crosses a part, and each ends on a byte boundary), so a response is the parts' bytes with the
 * replacement compressed between them, one final empty block, and the gzip header and trailer (RFC 1952) around
 * them. The trailer's CRC-32 is carried over the parts' precomputed raw bytes per response.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
const FINAL_BLOCK = deflateRawSync(Buffer.alloc(0));
const PART = { level: 6, finishFlush: constants.Z_FULL_FLUSH };

export interface SplicedGzip {
  readonly raw: Buffer[];
  readonly compressed: Buffer[];
}

export function prepareSplicedGzip(text: string, marker: string): SplicedGzip {
  const raw = text.split(marker).map((part) => Buffer.from(part));
  return { raw, compressed: raw.map((part) => deflateRawSync(part, PART)) };
}

/** zlib.crc32 carried over `bytes` (it answers 0 for no bytes rather than the value carried). */
const extendCrc = (crc: number, bytes: Buffer) => (bytes.length === 0 ? crc : crc32(bytes, crc));

/** The gzip body of the text with every marker replaced by `value`. */
export function spliceGzip(prepared: SplicedGzip, value: string): Buffer {
  const replacement = Buffer.from(value);
  const replacementCompressed = deflateRawSync(replacement, PART);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  prepared.raw.forEach((part, index) => {
    if (index > 0) {
      chunks.push(replacementCompressed);
      crc = extendCrc(crc, replacement);
      size += replacement.length;
    }
    chunks.push(prepared.compressed[index]!);
    crc = extendCrc(crc, part);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(chunks);
}

/** Whether an Accept-Encoding header takes gzip (named, or `*`, without q=0). */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  if (!acceptEncoding) return false;
  let wildcard = false;
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const accepted = !q || Number(q.slice(2)) > 0;
    if (name === 'gzip') return accepted;
    if (name === '*') wildcard = accepted;
  }
  return wildcard;
}
