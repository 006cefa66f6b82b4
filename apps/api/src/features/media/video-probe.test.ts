import { describe, expect, it } from 'vitest';
import { ftypBox, mp4File, webmFile } from './test-videos.ts';
import { probeVideo } from './video-probe.ts';

describe('probeVideo', () => {
  it('reads duration, size and codecs from an MP4 moov box', () => {
    expect(probeVideo(mp4File({ seconds: 2.5, width: 640, height: 360, audio: true }))).toEqual({
      format: 'mp4',
      duration: 2.5,
      width: 640,
      height: 360,
      videoCodec: 'avc1',
      audioCodec: 'mp4a',
      hasAudioTrack: true,
    });
  });

  it('recognises a bare ftyp box as MP4 and QuickTime by its brand', () => {
    expect(probeVideo(ftypBox())).toMatchObject({ format: 'mp4', duration: null, width: null });
    expect(probeVideo(mp4File({ seconds: 1, width: 1080, height: 1920, brand: 'qt  ' }))).toMatchObject({
      format: 'mov',
      width: 1080,
      height: 1920,
      hasAudioTrack: false,
    });
  });

  it('accepts WebM but not other Matroska files', () => {
    expect(probeVideo(webmFile())?.format).toBe('webm');
    expect(probeVideo(webmFile('matroska'))).toBeNull();
  });

  it.each([
    ['text', new TextEncoder().encode('just some text pretending to be a video')],
    ['empty', new Uint8Array(0)],
    ['a box larger than the file', new Uint8Array([0, 0, 1, 0, 0x66, 0x74, 0x79, 0x70, 0, 0, 0, 0])],
    ['a PNG signature', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
  ])('refuses %s', (_name, bytes) => {
    expect(probeVideo(bytes)).toBeNull();
  });
});
