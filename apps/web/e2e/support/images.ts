/**
 * Pictures made at run time for upload tests, so no binary fixture is committed: a PNG (RFC 2083 / ISO 15948)
 * of a colour gradient, 8-bit truecolour, one zlib stream, no filter on any row.
 */
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
}

/** A `width` x `height` PNG that fades from one corner's colour to the other's. */
export function makeGradientPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: truecolour (RGB)
  // compression, filter and interlace methods stay 0

  const rowLength = 1 + width * 3;
  const pixels = Buffer.alloc(rowLength * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * rowLength; // its first byte is the filter type: 0, none
    for (let x = 0; x < width; x += 1) {
      const at = row + 1 + x * 3;
      pixels[at] = Math.round((255 * x) / Math.max(1, width - 1));
      pixels[at + 1] = Math.round((160 * y) / Math.max(1, height - 1));
      pixels[at + 2] = 200;
    }
  }

  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
