/**
 * Small, valid video containers built from bytes for tests (no encoder needed): the ISO BMFF boxes a reader
 * looks at ('ftyp', 'moov' with 'mvhd' and tracks), and a WebM EBML header.
 */

function box(type: string, ...payload: Uint8Array[]): Uint8Array {
  const size = 8 + payload.reduce((sum, part) => sum + part.byteLength, 0);
  const out = new Uint8Array(size);
  new DataView(out.buffer).setUint32(0, size);
  out.set(new TextEncoder().encode(type), 4);
  let at = 8;
  for (const part of payload) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

function words(...values: number[]): Uint8Array {
  const out = new Uint8Array(values.length * 4);
  const view = new DataView(out.buffer);
  values.forEach((value, i) => {
    view.setUint32(i * 4, value >>> 0);
  });
  return out;
}

const text = (value: string) => new TextEncoder().encode(value);

/** 'ftyp' alone: the smallest file whose magic says MP4 (or QuickTime with brand 'qt  '). */
export function ftypBox(brand = 'isom'): Uint8Array {
  return box('ftyp', text(brand), words(0x200), text('isommp41'));
}

function track(handler: 'vide' | 'soun', codec: string, width: number, height: number): Uint8Array {
  // tkhd v0: flags, times, track id, reserved, duration, reserved, layer/group, volume, matrix (9), width, height
  const tkhd = box(
    'tkhd',
    words(
      0x7,
      0,
      0,
      1,
      0,
      0,
      0,
      0,
      0,
      0,
      0x10000,
      0,
      0,
      0,
      0x10000,
      0,
      0,
      0,
      0x40000000,
      width << 16,
      height << 16,
    ),
  );
  const hdlr = box('hdlr', words(0, 0), text(handler), words(0, 0, 0), new Uint8Array([0]));
  const stsd = box('stsd', words(0, 1), box(codec, new Uint8Array(8)));
  const mdhd = box('mdhd', words(0, 0, 0, 1000, 0, 0));
  return box('trak', tkhd, box('mdia', mdhd, hdlr, box('minf', box('stbl', stsd))));
}

/** An MP4 whose 'moov' says: duration in seconds, a video track of width x height, and optionally audio. */
export function mp4File(options: {
  seconds: number;
  width: number;
  height: number;
  audio?: boolean;
  brand?: string;
}): Uint8Array {
  const mvhd = box('mvhd', words(0, 0, 0, 1000, Math.round(options.seconds * 1000)), new Uint8Array(80));
  const tracks = [track('vide', 'avc1', options.width, options.height)];
  if (options.audio) tracks.push(track('soun', 'mp4a', 0, 0));
  const mdat = box(
    'mdat',
    new Uint8Array(2048).map((_, i) => (i * 31) % 251),
  );
  return concat(ftypBox(options.brand), box('moov', mvhd, ...tracks), mdat);
}

/** The EBML header of a WebM file (DocType 'webm') followed by filler. */
export function webmFile(docType = 'webm'): Uint8Array {
  const doc = text(docType);
  return concat(
    new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x80 | (4 + doc.length + 3)]),
    new Uint8Array([0x42, 0x86, 0x81, 0x01]),
    new Uint8Array([0x42, 0x82, 0x80 | doc.length]),
    doc,
    new Uint8Array(512),
  );
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}
