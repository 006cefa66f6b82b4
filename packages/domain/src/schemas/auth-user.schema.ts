/**
 * The signed-in user as the identity provider describes them (spec §3 Authenticated user, §6).
 */
import { z } from 'zod';
import { idSchema } from './instant.schema.ts';

/** E.164: '+16175550123'. */
export const phoneNumberSchema = z.string().regex(/^\+[1-9]\d{6,14}$/, 'Expected an E.164 phone number');

export const authenticatedUserSchema = z.object({
  uid: idSchema,
  /** Null for phone-only accounts. */
  email: z.email().nullable(),
  displayName: z.string().nullable(),
  photoURL: z.url().nullable(),
  /** Null unless signed in with phone (spec §1). */
  phoneNumber: phoneNumberSchema.nullable(),
  emailVerified: z.boolean(),
  /** 'password', 'phone', 'google.com', 'apple.com'... (spec §1 sign-in methods). */
  providerId: z.string().min(1),
});
export type AuthenticatedUser = z.infer<typeof authenticatedUserSchema>;

/** spec §4, §6: the auth context holds null when the credential is missing or invalid. */
export const authContextUserSchema = authenticatedUserSchema.nullable();
export type AuthContextUser = z.infer<typeof authContextUserSchema>;
