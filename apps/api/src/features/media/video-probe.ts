/**
 * What a video file really is, from its bytes (never from its name or the client's content type): the container
 * by its magic bytes (ISO BMFF 'ftyp' for MP4 and QuickTime, EBML with DocType 'webm' for WebM), and, for the
 * ISO BMFF family, duration and picture size from the 'moov' box when it is there.
 */

export type VideoContainer = 'mp4' | 'mov' | 'webm';

export interface VideoProbe {
  format: VideoContainer;
  /** Seconds; null when the file does not say (e.g. WebM, or no 'moov' box). */
  duration: number | null;
  width: number | null;
  height: number | null;
  /** Codec of the first video track ('avc1', 'hvc1'...), when known. */
  videoCodec: string | null;
  /** Codec of the first audio track ('mp4a'...); null when there is no audio track or it is unknown. */
  audioCodec: string | null;
  hasAudioTrack: boolean;
}

export const VIDEO_CONTENT_TYPES: Record<VideoContainer, string> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

interface Box {
  type: string;
  start: number;
  /** Offset of the payload (after the header). */
  body: number;
  end: number;
}

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** The boxes directly inside [start, end); stops at the first malformed one. */
function readBoxes(bytes: Uint8Array, start: number, end: number): Box[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxes: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = view.getUint32(at);
    let body = at + 8;
    if (size === 1) {
      if (at + 16 > end) break;
      size = Number(view.getBigUint64(at + 8));
      body = at + 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < body - at || at + size > end) break;
    boxes.push({ type: ascii(bytes, at + 4, 4), start: at, body, end: at + size });
    at += size;
  }
  return boxes;
}

const child = (bytes: Uint8Array, box: Box | undefined, type: string, skip = 0) =>
  box ? readBoxes(bytes, box.body + skip, box.end).find((b) => b.type === type) : undefined;

// QuickTime files written before 'ftyp' existed start straight with one of these.
const QUICKTIME_FIRST_BOXES = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

function sniffContainer(bytes: Uint8Array): VideoContainer | null {
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    // EBML header: the DocType element (0x42 0x82) names the flavour; only WebM is accepted, not any Matroska.
    const head = ascii(bytes, 0, Math.min(bytes.length, 64));
    return head.includes('\x42\x82\x84webm') ? 'webm' : null;
  }
  const first = readBoxes(bytes, 0, bytes.length)[0];
  if (!first) return null;
  if (first.type === 'ftyp') {
    if (first.end - first.start < 16) return null;
    return ascii(bytes, first.body, 4) === 'qt  ' ? 'mov' : 'mp4';
  }
  return QUICKTIME_FIRST_BOXES.has(first.type) ? 'mov' : null;
}

function readTimescaled(view: DataView, at: number): { timescale: number; duration: number } {
  const version = view.getUint8(at);
  if (version === 1)
    return { timescale: view.getUint32(at + 20), duration: Number(view.getBigUint64(at + 24)) };
  return { timescale: view.getUint32(at + 12), duration: view.getUint32(at + 16) };
}

/** The container and what 'moov' says, or null when the bytes are no supported video container. */
export function probeVideo(bytes: Uint8Array): VideoProbe | null {
  const format = sniffContainer(bytes);
  if (!format) return null;
  const probe: VideoProbe = {
    format,
    duration: null,
    width: null,
    height: null,
    videoCodec: null,
    audioCodec: null,
    hasAudioTrack: false,
  };
  if (format === 'webm') return probe;
  try {
    readMovie(bytes, probe);
  } catch {
    // A truncated or odd 'moov' leaves what was read; the container itself was recognised.
  }
  return probe;
}

function readMovie(bytes: Uint8Array, probe: VideoProbe): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const moov = readBoxes(bytes, 0, bytes.length).find((box) => box.type === 'moov');
  if (!moov) return;
  const mvhd = child(bytes, moov, 'mvhd');
  if (mvhd) {
    const { timescale, duration } = readTimescaled(view, mvhd.body);
    if (timescale > 0) probe.duration = Math.round((duration / timescale) * 1000) / 1000;
  }
  for (const trak of readBoxes(bytes, moov.body, moov.end).filter((box) => box.type === 'trak')) {
    const mdia = child(bytes, trak, 'mdia');
    const hdlr = child(bytes, mdia, 'hdlr');
    const handler = hdlr ? ascii(bytes, hdlr.body + 8, 4) : '';
    const stsd = child(bytes, child(bytes, child(bytes, mdia, 'minf'), 'stbl'), 'stsd');
    // stsd: version/flags (4) + entry count (4), then sample entries (size + codec fourcc).
    const codec = stsd && stsd.body + 16 <= stsd.end ? ascii(bytes, stsd.body + 12, 4) : null;
    if (handler === 'vide' && probe.width === null) {
      const tkhd = child(bytes, trak, 'tkhd');
      if (tkhd) {
        // Width and height are 16.16 fixed point, the last 8 bytes of tkhd.
        const width = view.getUint32(tkhd.end - 8) >>> 16;
        const height = view.getUint32(tkhd.end - 4) >>> 16;
        if (width > 0 && height > 0) {
          probe.width = width;
          probe.height = height;
        }
      }
      probe.videoCodec = codec;
    }
    if (handler === 'soun' && !probe.hasAudioTrack) {
      probe.hasAudioTrack = true;
      probe.audioCodec = codec;
    }
  }
}
