import { describe, expect, it } from 'vitest';
import { findImagePreset, IMAGE_PRESET_LIST } from './image-presets.ts';

describe('image presets (spec §9)', () => {
  it('lists the sizes of the spec in order', () => {
    expect(IMAGE_PRESET_LIST.map(({ width, height }) => `${width}x${height}`)).toEqual([
      '1080x1920',
      '1366x768',
      '600x400',
      '400x600',
      '300x300',
      '500x300',
      '300x500',
      '200x200',
      '100x100',
      '30x30',
      '600x600',
    ]);
  });

  it.each([
    [600, 400, 'cardLandscape'],
    [30, 30, 'icon'],
    [600, 600, 'squareLarge'],
    [601, 400, undefined],
  ])('finds %dx%d -> %s', (width, height, expected) => {
    expect(findImagePreset(width, height)).toBe(expected);
  });
});
