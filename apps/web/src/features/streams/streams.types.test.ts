import { describe, expect, it } from 'vitest';
import {
  type DiscoverStream,
  findSeeAllStream,
  isExperienceStream,
  seeAllPath,
  streamEndpointName,
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

  it('gives see-all pages to experience streams only', () => {
    const streams = [
      stream({}),
      stream({
        id: '2',
        slug: 'week',
        endpoint: '/api/v1/discover/week-experiences',
        itemType: 'experience-calendar',
      }),
      stream({ id: '3', slug: 'user-posts', endpoint: '/api/v1/discover/user-posts', itemType: 'post' }),
    ];
    expect(streams.map(isExperienceStream)).toEqual([true, true, false]);
    expect(findSeeAllStream(streams, 'top-picks')?.id).toBe('1');
    expect(findSeeAllStream(streams, 'week-experiences')?.id).toBe('2');
    expect(findSeeAllStream(streams, 'user-posts')).toBeUndefined();
    expect(findSeeAllStream(streams, 'nope')).toBeUndefined();
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
