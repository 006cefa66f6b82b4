/**
 * Invitations to a collection and shares of a community collection (spec §3, §4: PENDING, then ACCEPTED,
 * DECLINED or DISMISSED). Field shapes are not shown in the spec: these are what the invite screens need.
 */
import { z } from 'zod';
import { collectionRoleSchema, inviteTypeSchema, shareStatusSchema } from '../enums/enums.ts';
import { avatarUserSchema } from './avatar-user.schema.ts';
import { idSchema, instantSchema } from './instant.schema.ts';

export const collectionInviteSchema = z
  .object({
    id: idSchema,
    collectionId: idSchema,
    inviteType: inviteTypeSchema,
    status: shareStatusSchema,
    /** Role given on acceptance. */
    role: collectionRoleSchema.default('VIEWER'),
    inviter: avatarUserSchema,
    /** Null for LINK_INVITE: anyone with the link may accept. */
    invitee: avatarUserSchema.nullable(),
    createdAt: instantSchema,
    /** When it left PENDING; null while pending. */
    respondedAt: instantSchema.nullable(),
    /** LINK_INVITE: when the link stops working (null for in-app invites, which do not expire). */
    expiresAt: instantSchema.nullable().optional(),
  })
  .superRefine((invite, ctx) => {
    // An in-app invite is addressed to one user; without one nobody could see it.
    if (invite.inviteType === 'IN_APP_INVITE' && invite.invitee === null) {
      ctx.addIssue({ code: 'custom', path: ['invitee'], message: 'An in-app invite needs an invitee' });
    }
    // spec §4: only a pending invite has not been answered.
    if ((invite.status === 'PENDING') !== (invite.respondedAt === null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['respondedAt'],
        message: 'Only a PENDING invite has no respondedAt',
      });
    }
  });
export type CollectionInvite = z.infer<typeof collectionInviteSchema>;

/** A community collection shared by one user with another (spec §7 .../shares, .../dismiss). */
export const collectionShareSchema = z.object({
  id: idSchema,
  collectionId: idSchema,
  status: shareStatusSchema,
  sender: avatarUserSchema,
  receiver: avatarUserSchema,
  createdAt: instantSchema,
  /** When it left PENDING; null while pending. */
  respondedAt: instantSchema.nullable().optional(),
});
export type CollectionShare = z.infer<typeof collectionShareSchema>;
