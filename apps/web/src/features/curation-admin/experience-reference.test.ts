import { describe, expect, it } from 'vitest';
import { readExperienceReference } from './experience-reference';

describe('readExperienceReference', () => {
  it.each([
    ['https://happenings.example/event/lantern-walk', { slug: 'lantern-walk' }],
    ['https://happenings.example/event/lantern-walk?ref=mail#when', { slug: 'lantern-walk' }],
    ['/event/lantern-walk/', { slug: 'lantern-walk' }],
    ['  lantern-walk  ', { slug: 'lantern-walk' }],
    ['3F2504E0-4F89-41D3-9A0C-0305E82C3301', { id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301' }],
  ])('reads %s', (text, expected) => {
    expect(readExperienceReference(text)).toEqual(expected);
  });

  it.each(['', '   ', 'Lantern Walk!', 'https://happenings.example/', 'x'.repeat(501)])(
    'refuses %j',
    (text) => {
      expect(readExperienceReference(text)).toBeNull();
    },
  );
});
