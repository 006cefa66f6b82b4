import { describe, expect, it } from 'vitest';
import { heroImage, heroVideo, socialImageUrl } from './event-media';

const image = {
  secure_url: 'https://h.example/media/demo/image/upload/v1/events/jazz.jpg',
  resource_type: 'image',
};
const video = {
  secure_url: 'https://h.example/media/demo/video/upload/v1/events/clip.mp4',
  resource_type: 'video',
};

describe('event media', () => {
  it('gives the hero at 1366x768 with the 600x400 rendition in srcset', () => {
    const hero = heroImage([image])!;
    expect(hero.src).toBe(
      'https://h.example/media/demo/image/upload/c_fill,w_1366,h_768,f_webp/v1/events/jazz.jpg',
    );
    expect(hero.srcSet).toContain('c_fill,w_600,h_400,f_webp/v1/events/jazz.jpg 600w');
    expect(hero.srcSet).toContain('1366w');
    expect(heroImage([])).toBeNull();
  });

  it('keeps the uploader’s alt text for the hero, and none when it is blank', () => {
    expect(heroImage([{ ...image, alt: ' Lanterns on the river ' }])?.alt).toBe('Lanterns on the river');
    expect(heroImage([{ ...image, alt: '  ' }])?.alt).toBeNull();
    expect(heroImage([image])?.alt).toBeNull();
  });

  it('plays the video when the first item is one, with the first image as poster', () => {
    expect(heroVideo([video, image])).toEqual({
      src: expect.stringContaining('/video/upload/'),
      poster: expect.stringContaining('w_1366,h_768'),
    });
    expect(heroVideo([image, video])).toBeNull();
  });

  it('gives an absolute JPEG for social cards', () => {
    expect(socialImageUrl([image], 'https://h.example')).toBe(
      'https://h.example/media/demo/image/upload/c_fill,w_1366,h_768,f_jpg/v1/events/jazz.jpg',
    );
    expect(
      socialImageUrl([{ ...image, secure_url: '/media/demo/image/upload/v1/x.jpg' }], 'https://h.example'),
    ).toMatch(/^https:\/\/h\.example\/media\/demo\/image\/upload\//);
  });
});
