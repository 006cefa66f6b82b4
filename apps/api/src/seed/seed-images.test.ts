import { describe, expect, it } from 'vitest';
import { shiftColour } from './seed-artwork-motifs.ts';
import { artwork, hostArtwork, hostInitials, IMAGE_VARIANTS } from './seed-catalogue.ts';
import { getSeedCategory, SEED_CATEGORIES } from './seed-categories.ts';
import { renderArtworkSvg } from './seed-images.ts';

describe('seed artwork', () => {
  it("draws each category's own motif, with no letters on an event's picture", () => {
    const pictures = SEED_CATEGORIES.map((category) => renderArtworkSvg(artwork(category, 0)));
    expect(new Set(pictures).size).toBe(SEED_CATEGORIES.length);
    for (const svg of pictures) expect(svg).not.toContain('<text');
  });

  it("varies a category's pictures in colour and layout across its variants", () => {
    const music = getSeedCategory('music');
    const variants = Array.from({ length: IMAGE_VARIANTS }, (_, v) => renderArtworkSvg(artwork(music, v)));
    expect(new Set(variants).size).toBe(IMAGE_VARIANTS);
  });

  it("writes a host's own initials on its picture", () => {
    expect(hostInitials('The Sinclair')).toBe('S');
    expect(hostInitials('Boston Music Collective')).toBe('BM');
    expect(hostInitials('')).toBe('?');
    const svg = renderArtworkSvg(hostArtwork(getSeedCategory('arts'), 'Royale', 1));
    expect(svg).toMatch(/<text[^>]*>R<\/text>/);
  });

  it('turns colours round the wheel', () => {
    expect(shiftColour('#ff0000', 0)).toBe('#ff0000');
    expect(shiftColour('#ff0000', 120)).toBe('#00ff00');
    expect(shiftColour('#808080', 90)).toBe('#808080');
  });
});
