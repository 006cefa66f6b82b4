/**
 * Pure updates of cached comment pages: a vote or like shown at once (and undone if the API refuses), a posted
 * comment placed at the top, a deleted one removed or turned into its placeholder, a reply counted on its parent.
 * The same comment may sit in several caches (the thread in both sorts, the top list): every update is applied to
 * each of them by id.
 */
import type { Comment, CommentPages, Vote } from './comments.types';

/** The counts after the caller's vote changes from what they had to `next` (spec §4: up, down or none). */
export function withVote(comment: Comment, next: Vote): Comment {
  const { up, down, mine } = comment.votes;
  const delta = (side: Vote) => (next === side ? 1 : 0) - (mine === side ? 1 : 0);
  return { ...comment, votes: { up: up + delta('up'), down: down + delta('down'), mine: next } };
}

export function withLike(comment: Comment, liked: boolean): Comment {
  if (comment.isLiked === liked) return comment;
  return { ...comment, isLiked: liked, likes: Math.max(0, comment.likes + (liked ? 1 : -1)) };
}

/** The pages with `update` applied to the comment of that id (the same object when it is not there). */
export function mapComment(
  data: CommentPages | undefined,
  id: string,
  update: (comment: Comment) => Comment | null,
): CommentPages | undefined {
  if (!data?.pages.some((page) => page.items.some((item) => item.id === id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.flatMap((item) => {
        if (item.id !== id) return [item];
        const next = update(item);
        return next ? [next] : [];
      }),
    })),
  };
}

/** A new top-level comment first (the 'new' order), counted in parentCommentsCount on roundup threads. */
export function prependComment(data: CommentPages | undefined, comment: Comment): CommentPages | undefined {
  if (!data) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  const count = comment.parentCommentsCount;
  const counted = (page: CommentPages['pages'][number]) =>
    count !== undefined ? { ...page, parentCommentsCount: count } : page;
  return {
    ...data,
    pages: [{ ...counted(first), items: [comment, ...first.items] }, ...rest.map(counted)],
  };
}

/** A reply after the ones already loaded (replies read oldest first). */
export function appendReply(data: CommentPages | undefined, reply: Comment): CommentPages | undefined {
  if (!data) return data;
  const last = data.pages.at(-1);
  if (!last || last.nextCursor) return data;
  return { ...data, pages: [...data.pages.slice(0, -1), { ...last, items: [...last.items, reply] }] };
}

/** The placeholder a deleted comment with replies leaves (no text, author or votes). */
export function toPlaceholder(comment: Comment): Comment {
  return {
    ...comment,
    text: null,
    user: null,
    isDeleted: true,
    isAuthor: false,
    recommends: null,
    votes: { up: 0, down: 0, mine: 'none' },
    likes: 0,
    isLiked: false,
  };
}

/** Every comment of the pages, each once (a cursor page can repeat an item at its edge). */
export function pageItems(data: CommentPages | undefined): Comment[] {
  const seen = new Set<string>();
  return (data?.pages ?? []).flatMap((page) =>
    page.items.filter((item) => {
      if (seen.has(item.id)) return false;
      seen.add(item.id);
      return true;
    }),
  );
}
