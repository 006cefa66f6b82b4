import { describe, expect, it } from 'vitest';
import type { Comment, RoundupDetail } from '@/features/comments/comments.types';
import { buildRoundupJsonLd } from './roundup-json-ld';

const roundup: RoundupDetail = {
  id: 'r1',
  title: 'Best late-night ramen near Central Square?',
  slug: 'best-late-night-ramen',
  description: null,
  creator: { id: 7, uid: 'u7', username: 'ada', photoURL: null, displayName: 'Ada' },
  media: [],
  location: 'boston-ma',
  publishState: 'PUBLISHED',
  interested: 0,
  parentCommentsCount: 2,
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-20T15:00:00.000Z',
  canEdit: false,
  endsAt: null,
};

const answer = (id: string, overrides: Partial<Comment> = {}): Comment => ({
  id,
  kind: 'recommendation',
  itemId: 'r1',
  itemType: 'crowd-sourced-roundup',
  parentCommentId: null,
  text: 'Go to Ramen Night',
  user: { id: 8, uid: 'u8', username: 'bob', photoURL: null, displayName: 'Bob' },
  isDeleted: false,
  isAuthor: false,
  recommends: { itemType: 'experience', itemId: 'e1', name: 'Ramen Night', slug: 'ramen-night', image: null },
  votes: { up: 4, down: 1, mine: 'none' },
  likes: 0,
  isLiked: false,
  repliesCount: 0,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: null,
  ...overrides,
});

describe('roundup JSON-LD', () => {
  it('is a QAPage whose question carries the answers shown on the page', () => {
    const data = buildRoundupJsonLd(roundup, [answer('a1'), answer('a2', { isDeleted: true, text: null })], {
      siteUrl: 'https://happenings.example',
    });
    expect(data).toMatchObject({
      '@type': 'QAPage',
      mainEntity: {
        '@type': 'Question',
        name: roundup.title,
        text: roundup.title,
        answerCount: 2,
        author: { '@type': 'Person', name: 'Ada', url: 'https://happenings.example/u/ada' },
        suggestedAnswer: [
          {
            '@type': 'Answer',
            text: 'Ramen Night: Go to Ramen Night',
            url: 'https://happenings.example/roundup/best-late-night-ramen#comment-a1',
            upvoteCount: 4,
            author: { name: 'Bob' },
          },
        ],
      },
    });
  });

  it('is a DiscussionForumPosting while nobody has answered (a QAPage needs an answer)', () => {
    const data = buildRoundupJsonLd({ ...roundup, parentCommentsCount: 0 }, [], {
      siteUrl: 'https://h.example',
    });
    expect(data).toMatchObject({
      '@type': 'DiscussionForumPosting',
      headline: roundup.title,
      url: 'https://h.example/roundup/best-late-night-ramen',
      commentCount: 0,
    });
  });
});
