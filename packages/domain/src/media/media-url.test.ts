import { describe, expect, it } from 'vitest';
import { getDefaultAvatarPath } from './default-avatar.ts';
import { buildImageUrl, buildVideoUrl, type ImageUrlOptions, type VideoUrlOptions } from './media-url.ts';

const baseUrl = 'https://res.cloudinary.com/happenings';
const stored = `${baseUrl}/image/upload/v1712345678/events/jazz-night.jpg`;

describe('buildImageUrl', () => {
  it.each<[string, ImageUrlOptions, string]>([
    [
      stored,
      { baseUrl, preset: 'cardLandscape', format: 'webp' },
      `${baseUrl}/image/upload/c_fill,w_600,h_400,f_webp/v1712345678/events/jazz-night.jpg`,
    ],
    [
      stored,
      { baseUrl, width: 300, format: 'auto' },
      `${baseUrl}/image/upload/c_fill,w_300,f_auto/v1712345678/events/jazz-night.jpg`,
    ],
    [
      stored,
      { baseUrl, preset: 'icon', width: 999, crop: 'thumb' },
      `${baseUrl}/image/upload/c_thumb,w_30,h_30/v1712345678/events/jazz-night.jpg`,
    ],
    [stored, { baseUrl, format: 'jpg' }, `${baseUrl}/image/upload/f_jpg/v1712345678/events/jazz-night.jpg`],
    [stored, { baseUrl }, stored],
    [
      `${baseUrl}/image/upload/c_fill,w_100,h_100/v1/events/a.jpg`,
      { baseUrl, preset: 'hero', format: 'avif' },
      `${baseUrl}/image/upload/c_fill,w_1366,h_768,f_avif/v1/events/a.jpg`,
    ],
    [
      `${baseUrl}/image/upload/c_fill,w_100/v1/events/a.jpg`,
      { baseUrl },
      `${baseUrl}/image/upload/v1/events/a.jpg`,
    ],
    [
      'events/jazz-night',
      { baseUrl: `${baseUrl}/`, height: 200, crop: 'fit' },
      `${baseUrl}/image/upload/c_fit,h_200/events/jazz-night`,
    ],
    [
      getDefaultAvatarPath({ numericUserId: 4, username: 'sam' }),
      { baseUrl, preset: 'avatar', format: 'webp' },
      `${baseUrl}/image/upload/c_fill,w_100,h_100,f_webp/v1/avatar/alt/small/s.jpg`,
    ],
    [
      'https://example.com/pictures/cat.png',
      { baseUrl, preset: 'square' },
      'https://example.com/pictures/cat.png',
    ],
  ])('%s with %j', (input, options, expected) => {
    expect(buildImageUrl(input, options)).toBe(expected);
  });
});

describe('buildVideoUrl', () => {
  it.each<[string, VideoUrlOptions, string]>([
    [
      `${baseUrl}/video/upload/v9/posts/clip.mov`,
      { baseUrl, width: 1080, height: 1920, format: 'mp4' },
      `${baseUrl}/video/upload/c_fill,w_1080,h_1920,f_mp4/v9/posts/clip.mov`,
    ],
    ['posts/clip', { baseUrl, format: 'webm' }, `${baseUrl}/video/upload/f_webm/posts/clip`],
    [
      '//cdn.example.com/video/upload/v2/x.mp4',
      { baseUrl, width: 600, crop: 'limit' },
      '//cdn.example.com/video/upload/c_limit,w_600/v2/x.mp4',
    ],
  ])('%s with %j', (input, options, expected) => {
    expect(buildVideoUrl(input, options)).toBe(expected);
  });
});
