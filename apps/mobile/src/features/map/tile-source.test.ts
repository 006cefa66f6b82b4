import { describe, expect, it } from '@jest/globals';
import { parseTileSource, tileUrl } from './tile-source.ts';

describe('parseTileSource', () => {
  it('reads an OpenStreetMap template, with the credit its usage policy asks for', () => {
    const source = parseTileSource(' https://tile.openstreetmap.org/{z}/{x}/{y}.png ');
    expect(source).toEqual({
      template: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
    expect(tileUrl(source!, { z: 12, x: 1238, y: 1514 })).toBe(
      'https://tile.openstreetmap.org/12/1238/1514.png',
    );
  });

  it('credits another provider by its host', () => {
    expect(parseTileSource('http://tiles.example.com/{z}/{x}/{y}@2x.png?key=abc')?.attribution).toBe(
      'Map tiles: tiles.example.com',
    );
  });

  it.each([
    ['nothing', undefined],
    ['an empty value', '  '],
    ['a template without {y}', 'https://tile.openstreetmap.org/{z}/{x}.png'],
    ['another scheme', 'file:///tiles/{z}/{x}/{y}.png'],
    ['not a URL', '{z}/{x}/{y}'],
  ])('gives a plain map for %s', (_name, value) => {
    expect(parseTileSource(value)).toBeNull();
  });
});
