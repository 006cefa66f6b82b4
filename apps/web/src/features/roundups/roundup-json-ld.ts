/**
 * Structured data of a roundup page for search engines. A roundup is one question followed by the community's
 * answers, which is what Google's Q&A rich result describes: a QAPage whose Question carries its answers as
 * suggestedAnswer (nobody "accepts" an answer here). Google's rules want at least one answer for a QAPage, and
 * only answers visible on the page: with answers, the top recommendations shown above the thread are marked up;
 * a question nobody has answered yet is a DiscussionForumPosting instead.
 */
import type { Comment, RoundupDetail } from '@/features/comments/comments.types';

interface Person {
  '@type': 'Person';
  name: string;
  url?: string;
}

function person(
  user: { username: string | null; displayName?: string | null } | null,
  siteUrl: string,
): Person {
  const name = user?.displayName || user?.username || 'Former member';
  return { '@type': 'Person', name, ...(user?.username ? { url: `${siteUrl}/u/${user.username}` } : {}) };
}

export function roundupPath(roundup: Pick<RoundupDetail, 'slug'>): string {
  return `/roundup/${roundup.slug}`;
}

export function buildRoundupJsonLd(
  roundup: RoundupDetail,
  answers: readonly Comment[],
  options: { siteUrl: string },
): Record<string, unknown> {
  const url = `${options.siteUrl}${roundupPath(roundup)}`;
  const author = person(roundup.creator, options.siteUrl);
  const text = roundup.description?.trim() || roundup.title;
  const shown = answers.filter((answer) => !answer.isDeleted && answer.text);
  if (shown.length === 0) {
    return {
      '@context': 'https://schema.org',
      '@type': 'DiscussionForumPosting',
      headline: roundup.title,
      text,
      url,
      author,
      datePublished: roundup.createdAt,
      ...(roundup.updatedAt !== roundup.createdAt ? { dateModified: roundup.updatedAt } : {}),
      commentCount: roundup.parentCommentsCount,
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'QAPage',
    mainEntity: {
      '@type': 'Question',
      name: roundup.title,
      text,
      answerCount: Math.max(roundup.parentCommentsCount, shown.length),
      datePublished: roundup.createdAt,
      author,
      suggestedAnswer: shown.map((answer) => ({
        '@type': 'Answer',
        text: answer.recommends ? `${answer.recommends.name}: ${answer.text}` : answer.text,
        url: `${url}#comment-${answer.id}`,
        datePublished: answer.createdAt,
        upvoteCount: answer.votes.up,
        author: person(answer.user, options.siteUrl),
      })),
    },
  };
}
