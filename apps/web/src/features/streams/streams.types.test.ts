import { describe, expect, it } from 'vitest';
import {
  type DiscoverStream,
  findSeeAllStream,
  isExperienceStream,
  seeAllPath,
  streamCards,
  streamEndpointName,
  streamKind,
  toStreamCards,
  uniqueExperiences,
} from './streams.types';

function stream(overrides: Partial<DiscoverStream>): DiscoverStream {
  return {
    id: '1',
    slug: 'top-picks',
    title: 'Top picks',
    subtitle: null,
    itemType: 'experience',
    endpoint: '/api/v1/discover/top-picks',
    params: {},
    limit: 10,
    position: 1,
    requiresAuth: false,
    ...overrides,
  };
}

describe('streams', () => {
  it('reads the endpoint name and the see-all path', () => {
    expect(streamEndpointName(stream({}))).toBe('top-picks');
    expect(streamEndpointName(stream({ endpoint: 'https://elsewhere/x' }))).toBeNull();
    expect(seeAllPath(stream({}), 'boston-ma')).toBe('/top-picks/boston-ma');
  });

  it('gives a see-all page to every stream the site can draw: experiences, roundups, posts, collections', () => {
    const streams = [
      stream({}),
      stream({
        id: '2',
        slug: 'week',
        endpoint: '/api/v1/discover/week-experiences',
        itemType: 'experience-calendar',
      }),
      stream({ id: '3', slug: 'user-posts', endpoint: '/api/v1/discover/user-posts', itemType: 'post' }),
      stream({ id: '4', slug: 'roundups', endpoint: '/api/v1/discover/roundups', itemType: 'conversation' }),
      stream({
        id: '5',
        slug: 'community-collections',
        endpoint: '/api/v1/discover/community-collections',
        itemType: 'conversation',
      }),
      stream({ id: '6', slug: 'elsewhere', endpoint: 'https://elsewhere/x' }),
      stream({ id: '7', slug: 'chats', endpoint: '/api/v1/discover/chats', itemType: 'conversation' }),
    ];
    expect(streams.map(streamKind)).toEqual([
      'experience',
      'experience',
      'post',
      'roundup',
      'collection',
      null,
      null,
    ]);
    expect(streams.map(isExperienceStream)).toEqual([true, true, false, false, false, false, false]);
    expect(findSeeAllStream(streams, 'top-picks')?.id).toBe('1');
    expect(findSeeAllStream(streams, 'week-experiences')?.id).toBe('2');
    expect(findSeeAllStream(streams, 'user-posts')?.id).toBe('3');
    expect(findSeeAllStream(streams, 'roundups')?.id).toBe('4');
    expect(findSeeAllStream(streams, 'chats')).toBeUndefined();
    expect(findSeeAllStream(streams, 'nope')).toBeUndefined();
  });

  it("draws a stream's items as its kind of card, leaving out items of another shape", () => {
    const roundup = { id: 'r1', title: 'Best ramen?', parentCommentsCount: 2 };
    const experience = { id: 'e1', slug: 'jazz', schedule: { text: 'Fri' } };
    const roundups = stream({
      slug: 'roundups',
      endpoint: '/api/v1/discover/roundups',
      itemType: 'conversation',
    });
    expect(streamCards({ ...roundups, items: [roundup, experience, null] as never })).toEqual({
      kind: 'roundup',
      items: [roundup],
    });
    expect(toStreamCards('experience', [roundup, experience])).toEqual({
      kind: 'experience',
      items: [experience],
    });
    expect(streamCards(stream({ endpoint: 'https://elsewhere/x' }))).toBeNull();
  });

  it('lists each experience of several pages once', () => {
    const a = { id: 'a' } as never;
    const b = { id: 'b' } as never;
    expect(
      uniqueExperiences([
        { items: [a, b], nextCursor: 'x' },
        { items: [b], nextCursor: null },
      ]).map((item) => item.id),
    ).toEqual(['a', 'b']);
  });
});
