import { describe, expect, it } from 'vitest';
import {
  formatTransformation,
  isTransformationSegment,
  parseTransformation,
  type Transformation,
} from './transformation.ts';

describe('transformation strings', () => {
  it.each<[Transformation, string]>([
    [{ crop: 'fill', width: 600, height: 400, format: 'webp' }, 'c_fill,w_600,h_400,f_webp'],
    [{ width: 30 }, 'w_30'],
    [{ format: 'auto' }, 'f_auto'],
    [{ crop: 'fit', height: 1920, format: 'mp4' }, 'c_fit,h_1920,f_mp4'],
    [{}, ''],
  ])('formats %j as %s and parses it back', (transformation, text) => {
    expect(formatTransformation(transformation)).toBe(text);
    if (text) expect(parseTransformation(text)).toEqual(transformation);
  });

  it('accepts components in any order', () => {
    expect(parseTransformation('f_avif,h_400,w_600,c_limit')).toEqual({
      crop: 'limit',
      width: 600,
      height: 400,
      format: 'avif',
    });
  });

  it.each([
    ['', 'empty'],
    ['c_stretch', 'unknown crop'],
    ['f_gif', 'unknown format'],
    ['w_0', 'zero width'],
    ['w_-5', 'negative width'],
    ['w_1.5', 'fractional width'],
    ['w_007', 'leading zeros'],
    ['h_4097', 'above the maximum'],
    ['w_100,w_200', 'repeated key'],
    ['c_fill,c_fit', 'repeated crop'],
    ['f_webp,f_jpg', 'repeated format'],
    ['q_auto', 'unknown key'],
    ['w_100,', 'trailing comma'],
    ['w100', 'missing underscore'],
  ])('rejects %j (%s)', (text) => {
    expect(parseTransformation(text)).toBeNull();
  });

  it.each([
    ['c_fill,w_600', true],
    ['w_30', true],
    ['v1712345678', false],
    ['events', false],
    ['my_photo', false],
    ['q_auto,my_x', false],
    ['w_', false],
    ['a/b', false],
  ])('segment %s is a transformation: %s', (segment, expected) => {
    expect(isTransformationSegment(segment)).toBe(expected);
  });
});
