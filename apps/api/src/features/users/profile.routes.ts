/**
 * spec §7 Users, the profile calls: PATCH and POST /api/v1/users (own profile), GET /api/v2/users/profile,
 * public profiles by username and by id (v2), and the avatar user by id (v1).
 */

import { getRelationship } from '@happenings/db/follows';
import { findReportSubject } from '@happenings/db/moderation';
import {
  completeOnboarding,
  countUserConnections,
  findUserById,
  findUserByNumericId,
  findUserByUsername,
  findUserWithProfile,
  isUsernameTaken,
  listUserCategorySlugs,
  listUserProviderIds,
  type ProfileUpdate,
  type UserRow,
  updateUsername,
  updateUserProfile,
} from '@happenings/db/users';
import { parseStaffRoles } from '@happenings/domain/staff';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { App, AppEnv } from '../../context.ts';
import { conflict, invalidField, notFound } from '../../errors/api-error.ts';
import { errorResponses, json } from '../../http/openapi-responses.ts';
import { validated } from '../../http/validated.ts';
import { PHONE_EMAIL_DOMAIN } from '../auth/auth.ts';
import { requireUser } from '../auth/session.middleware.ts';
import { isAcceptablePhotoUrl } from '../media/own-media-url.ts';
import { displayUsername, toAvatarUser, toPhotoUrl, toUserProfileResponse } from './user.response.ts';
import { checkUsername } from './username.ts';
import {
  avatarUserResponseSchema,
  type OwnProfile,
  ownProfileSchema,
  type UpdateUserBody,
  updateUserBodySchema,
  userIdParamSchema,
  usernameParamSchema,
  userProfileResponseSchema,
} from './users.schemas.ts';

/** better-auth provider ids as spec §3 providerId values (a Map: an id it lacks must not find an object member). */
const PROVIDER_IDS = new Map([
  ['credential', 'password'],
  ['google', 'google.com'],
  ['apple', 'apple.com'],
]);

async function loadOwnProfile(c: Context<AppEnv>, userId: string): Promise<OwnProfile> {
  const { db, config } = c.get('services');
  const [found, counts, interests, providers] = await Promise.all([
    findUserWithProfile(db, userId),
    countUserConnections(db, { userIds: [userId], viewerId: userId }),
    listUserCategorySlugs(db, userId),
    listUserProviderIds(db, userId),
  ]);
  if (!found) throw notFound('User');
  const { user, profile } = found;
  const count = counts.get(userId) ?? { followers: 0, following: 0, interested: 0 };
  const firstProvider = providers[0];
  const providerId = firstProvider
    ? (PROVIDER_IDS.get(firstProvider) ?? firstProvider)
    : user.phoneNumber
      ? 'phone'
      : 'password';
  return validated(ownProfileSchema, {
    uid: user.id,
    id: user.numericId,
    // Phone sign-ups carry a placeholder address until they add one (auth.ts): not an e-mail to show.
    email: user.email.endsWith(`@${PHONE_EMAIL_DOMAIN}`) ? null : user.email,
    displayName: user.name,
    photoURL: toPhotoUrl(user, config),
    phoneNumber: user.phoneNumber,
    emailVerified: user.emailVerified,
    providerId,
    username: displayUsername(user),
    bio: profile?.bio ?? null,
    location: (profile?.homeLocationSlug ?? null) as OwnProfile['location'],
    interests,
    links: profile?.links ?? [],
    acceptsEmailMarketing: profile?.acceptsEmailMarketing ?? false,
    followersCount: count.followers,
    followingCount: count.following,
    interestedCount: count.interested,
    onboardedAt: profile?.onboardedAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    roles: parseStaffRoles(user.role),
  });
}

/** spec §5: the username is changed on its own; taken (any case) is a 409 USERNAME_TAKEN. */
async function changeUsername(c: Context<AppEnv>, userId: string, username: string): Promise<void> {
  const { db } = c.get('services');
  const problem = checkUsername(username);
  if (problem) throw invalidField('body.username', problem);
  const taken =
    (await isUsernameTaken(db, username, userId)) || (await updateUsername(db, userId, username)) === 'taken';
  if (taken) throw conflict('This username is taken.', 'USERNAME_TAKEN');
}

function toProfileUpdate(body: UpdateUserBody): ProfileUpdate {
  const update: ProfileUpdate = {};
  if (body.displayName !== undefined) update.name = body.displayName;
  if (body.photoURL !== undefined) update.image = body.photoURL;
  if (body.bio !== undefined) update.bio = body.bio === '' ? null : body.bio;
  if (body.location !== undefined) update.homeLocationSlug = body.location;
  if (body.acceptsEmailMarketing !== undefined) update.acceptsEmailMarketing = body.acceptsEmailMarketing;
  if (body.links !== undefined) update.links = body.links;
  if (body.interests !== undefined) update.interestSlugs = body.interests;
  return update;
}

async function applyProfileUpdate(c: Context<AppEnv>, userId: string, body: UpdateUserBody): Promise<void> {
  const { db, config } = c.get('services');
  if (body.photoURL && !isAcceptablePhotoUrl(body.photoURL, config)) {
    throw invalidField('body.photoURL', 'Expected an https address or one of our media server.');
  }
  const result = await updateUserProfile(db, userId, toProfileUpdate(body));
  if (result.unknownInterests.length > 0) {
    throw invalidField('body.interests', `Unknown categories: ${result.unknownInterests.join(', ')}`);
  }
}

const patchRoute = createRoute({
  method: 'patch',
  path: '/api/v1/users',
  tags: ['Users'],
  summary: "Update the caller's profile; the username is sent on its own (spec §5)",
  request: { body: { content: { 'application/json': { schema: updateUserBodySchema } }, required: true } },
  responses: { 200: json(ownProfileSchema, 'The updated profile'), ...errorResponses(400, 401, 409) },
});

const postRoute = createRoute({
  method: 'post',
  path: '/api/v1/users',
  tags: ['Users'],
  summary: "Create or complete the caller's profile after sign-up (onboarding); idempotent",
  request: { body: { content: { 'application/json': { schema: updateUserBodySchema } }, required: false } },
  responses: { 200: json(ownProfileSchema, 'The profile'), ...errorResponses(400, 401, 409) },
});

const ownProfileRoute = createRoute({
  method: 'get',
  path: '/api/v2/users/profile',
  tags: ['Users'],
  summary: "The caller's own profile",
  responses: { 200: json(ownProfileSchema, 'The profile'), ...errorResponses(401) },
});

const byUsernameRoute = createRoute({
  method: 'get',
  path: '/api/v2/users/username/{username}/profile',
  tags: ['Users'],
  summary: 'A public profile by username (any case); anonymous callers get relationship none',
  request: { params: usernameParamSchema },
  responses: { 200: json(userProfileResponseSchema, 'The profile'), ...errorResponses(404) },
});

const byIdRoute = createRoute({
  method: 'get',
  path: '/api/v2/users/{id}/profile',
  tags: ['Users'],
  summary: 'A public profile by user id; anonymous callers get relationship none',
  request: { params: userIdParamSchema },
  responses: { 200: json(userProfileResponseSchema, 'The profile'), ...errorResponses(404) },
});

const avatarByIdRoute = createRoute({
  method: 'get',
  path: '/api/v1/users/id/{id}',
  tags: ['Users'],
  summary: 'A user by id (account id, or numeric id); anonymous allowed (spec §6)',
  request: { params: userIdParamSchema },
  responses: { 200: json(avatarUserResponseSchema, 'The user'), ...errorResponses(404) },
});

async function publicProfile(c: Context<AppEnv>, user: UserRow | null) {
  if (!user) throw notFound('User');
  const { db, config } = c.get('services');
  const viewer = c.get('user');
  // issue 23: a profile a moderator hid or removed, or a suspended or banned account's, is gone but for its owner.
  const shown = await findReportSubject(db, {
    subjectType: 'user',
    subjectId: user.id,
    viewer: viewer?.id ?? null,
  });
  if (!shown) throw notFound('User');
  const [found, counts, relationship] = await Promise.all([
    findUserWithProfile(db, user.id),
    countUserConnections(db, { userIds: [user.id], viewerId: viewer?.id }),
    viewer ? getRelationship(db, viewer.id, user.id) : Promise.resolve('none' as const),
  ]);
  return validated(
    userProfileResponseSchema,
    toUserProfileResponse(
      {
        user,
        bio: found?.profile?.bio ?? null,
        location: found?.profile?.homeLocationSlug ?? null,
        counts: counts.get(user.id) ?? { followers: 0, following: 0, interested: 0 },
        relationship,
      },
      config,
    ),
  );
}

export function registerProfileRoutes(app: App): void {
  app.openapi(patchRoute, async (c) => {
    const caller = requireUser(c);
    const body = c.req.valid('json');
    if (body.username !== undefined) {
      const other = Object.keys(body).find((key) => key !== 'username');
      if (other) {
        throw invalidField(
          `body.${other}`,
          'The username is updated on its own: send it without other fields',
        );
      }
      await changeUsername(c, caller.id, body.username);
    } else {
      await applyProfileUpdate(c, caller.id, body);
    }
    return c.json(await loadOwnProfile(c, caller.id), 200);
  });

  app.openapi(postRoute, async (c) => {
    const caller = requireUser(c);
    const body = (await c.req.json().catch(() => ({}))) as unknown;
    const parsed = updateUserBodySchema.safeParse(body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw invalidField(['body', ...(issue?.path ?? []).map(String)].join('.'), issue?.message ?? 'Invalid');
    }
    const { username, ...rest } = parsed.data;
    // Onboarding collects the username with the rest of the profile; it is still set through its own rules.
    if (username !== undefined && username.toLowerCase() !== (caller.username ?? '').toLowerCase()) {
      await changeUsername(c, caller.id, username);
    }
    await applyProfileUpdate(c, caller.id, rest);
    await completeOnboarding(c.get('services').db, caller.id);
    return c.json(await loadOwnProfile(c, caller.id), 200);
  });

  app.openapi(ownProfileRoute, async (c) => {
    const caller = requireUser(c);
    return c.json(await loadOwnProfile(c, caller.id), 200);
  });

  app.openapi(byUsernameRoute, async (c) => {
    const { username } = c.req.valid('param');
    const user = await findUserByUsername(c.get('services').db, username);
    return c.json(await publicProfile(c, user), 200);
  });

  app.openapi(byIdRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await publicProfile(c, await findUserById(c.get('services').db, id)), 200);
  });

  app.openapi(avatarByIdRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { db, config } = c.get('services');
    // spec §3 avatar users carry both ids: the account id (uid) and the numeric id (id); either finds the user.
    const user =
      (await findUserById(db, id)) ??
      (/^\d{1,9}$/.test(id) ? await findUserByNumericId(db, Number(id)) : null);
    if (!user) throw notFound('User');
    return c.json(validated(avatarUserResponseSchema, toAvatarUser(user, config)), 200);
  });
}
