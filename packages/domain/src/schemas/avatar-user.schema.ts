/**
 * The small user record shown next to content: posts, comments, collection members (spec §3 Avatar user).
 */
import { z } from 'zod';
import { idSchema } from './instant.schema.ts';

/**
 * spec §3: id, uid or userId, and username. `id` is the numeric user id (it picks the default avatar variant,
 * spec §7); the identity-provider uid arrives as `uid` from some calls and `userId` from others, so either is
 * accepted but one is required.
 */
export const avatarUserShape = {
  id: z.int().nonnegative(),
  uid: idSchema.optional(),
  userId: idSchema.optional(),
  /** Null until the user picks one during onboarding. */
  username: z.string().min(1).nullable(),
  /** Null: show the default avatar (media/getDefaultAvatarPath). */
  photoURL: z.url().nullish(),
  displayName: z.string().nullish(),
};

/** Adds the issue "uid or userId required" (path ['uid']) to an avatar-user-like object lacking both. */
export function requireUserUid(
  user: { uid?: string | undefined; userId?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (user.uid === undefined && user.userId === undefined) {
    ctx.addIssue({ code: 'custom', path: ['uid'], message: 'Either uid or userId is required' });
  }
}

export const avatarUserSchema = z.object(avatarUserShape).superRefine(requireUserUid);
export type AvatarUser = z.infer<typeof avatarUserSchema>;
