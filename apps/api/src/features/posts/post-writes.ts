/**
 * Writing a post: it carries the host of the experience it is about (spec §3 Post.hostId: the host's owner reads
 * it as their own content, as for comments and reports), and a new account's caption carrying a link waits for a
 * moderator, as its comments do (issue 23): written and held in one transaction, so it is never in view between.
 */
import type { Database } from '@happenings/db/client';
import { findExperienceById } from '@happenings/db/experiences';
import { holdForReview } from '@happenings/db/moderation';
import { createPost, type NewPost } from '@happenings/db/posts';
import { HELD_FOR_REVIEW_REASON, hasLink } from '@happenings/domain/moderation';
import type { AppServices } from '../../context.ts';
import { isNewAccount } from '../moderation/new-account-rules.ts';

type Services = Pick<AppServices, 'db' | 'config' | 'clock' | 'rateLimiter'>;

/** Answers the new post's id. */
export async function createPostUnderReview(
  services: Services,
  input: Omit<NewPost, 'hostId'>,
): Promise<string> {
  const experience = input.experienceId ? await findExperienceById(services.db, input.experienceId) : null;
  const values: NewPost = { ...input, hostId: experience?.hostId ?? null };
  const held = !!input.body && hasLink(input.body) && (await isNewAccount(services, input.userId));
  if (!held) return createPost(services.db, values);
  return services.db.transaction(async (tx: Database) => {
    const id = await createPost(tx, values);
    await holdForReview(tx, {
      subjectType: 'post',
      subjectId: id,
      reason: HELD_FOR_REVIEW_REASON,
      now: services.clock(),
    });
    return id;
  });
}
