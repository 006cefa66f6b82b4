import { describe, expect, it } from 'vitest';
import {
  appendReply,
  mapComment,
  pageItems,
  prependComment,
  toPlaceholder,
  withLike,
  withVote,
} from './comment-cache';
import type { Comment, CommentPages } from './comments.types';

const comment = (id: string, overrides: Partial<Comment> = {}): Comment => ({
  id,
  kind: 'comment',
  itemId: 'e1',
  itemType: 'experience',
  parentCommentId: null,
  text: `text ${id}`,
  user: { id: 1, uid: 'u1', username: 'ada', photoURL: null, displayName: 'Ada' },
  isDeleted: false,
  isAuthor: false,
  recommends: null,
  votes: { up: 2, down: 1, mine: 'none' },
  likes: 0,
  isLiked: false,
  repliesCount: 0,
  createdAt: '2026-11-20T15:00:00Z',
  updatedAt: null,
  ...overrides,
});

const pages = (...lists: Comment[][]): CommentPages => ({
  pages: lists.map((items, i) => ({ items, nextCursor: i < lists.length - 1 ? `c${i}` : null })),
  pageParams: lists.map((_, i) => (i === 0 ? null : `c${i - 1}`)),
});

describe('votes and likes', () => {
  it('moves one vote: a new vote adds, a switch moves, none removes, the same vote changes nothing', () => {
    const none = comment('a');
    const up = withVote(none, 'up');
    expect(up.votes).toEqual({ up: 3, down: 1, mine: 'up' });
    expect(withVote(up, 'down').votes).toEqual({ up: 2, down: 2, mine: 'down' });
    expect(withVote(up, 'none').votes).toEqual({ up: 2, down: 1, mine: 'none' });
    expect(withVote(up, 'up').votes).toEqual(up.votes);
  });

  it('likes once', () => {
    const liked = withLike(comment('a'), true);
    expect(liked).toMatchObject({ likes: 1, isLiked: true });
    expect(withLike(liked, true)).toBe(liked);
    expect(withLike(liked, false)).toMatchObject({ likes: 0, isLiked: false });
  });
});

describe('cached pages', () => {
  it('updates or removes a comment wherever it sits, leaving other caches untouched', () => {
    const data = pages([comment('a'), comment('b')], [comment('c')]);
    const updated = mapComment(data, 'c', (item) => withLike(item, true));
    expect(updated?.pages[1]?.items[0]?.isLiked).toBe(true);
    expect(mapComment(data, 'zz', () => null)).toBe(data);
    expect(pageItems(mapComment(data, 'b', () => null)).map((item) => item.id)).toEqual(['a', 'c']);
  });

  it('puts a new comment first with the new count, and a reply last once every reply is loaded', () => {
    const data = pages([comment('a', { parentCommentsCount: 1 })]);
    const added = prependComment(data, comment('n', { parentCommentsCount: 2 }));
    expect(pageItems(added).map((item) => item.id)).toEqual(['n', 'a']);
    expect(added?.pages[0]?.parentCommentsCount).toBe(2);
    expect(pageItems(appendReply(data, comment('r'))).map((item) => item.id)).toEqual(['a', 'r']);
    const unfinished = pages([comment('a')], [comment('b')]);
    unfinished.pages[1]!.nextCursor = 'more';
    expect(appendReply(unfinished, comment('r'))).toBe(unfinished);
  });

  it('turns a deleted comment into a placeholder without its words or author', () => {
    expect(toPlaceholder(comment('a', { isAuthor: true, likes: 3 }))).toMatchObject({
      text: null,
      user: null,
      isDeleted: true,
      isAuthor: false,
      likes: 0,
      votes: { up: 0, down: 0, mine: 'none' },
    });
  });

  it('lists each comment once across pages', () => {
    expect(
      pageItems(pages([comment('a'), comment('b')], [comment('b'), comment('c')])).map((item) => item.id),
    ).toEqual(['a', 'b', 'c']);
  });
});
