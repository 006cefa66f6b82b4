/**
 * The browser's profile calls for onboarding and account editing (spec §5: the username is saved with its own
 * PATCH /api/v1/users, apart from the other fields), the signed media upload of the avatar, follows, and the
 * username availability check (its query key lives here, beside the hook).
 */
import type { components } from '@happenings/client';
import { usernameSchema } from '@happenings/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getBrowserClient } from '@/lib/api-browser';

type UpdateUserBody = components['schemas']['UpdateUserBody'];
export type OwnProfile = components['schemas']['OwnProfile'];

export class AccountError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'AccountError';
  }
}

interface ErrorBody {
  error?: { code?: string; message?: string; details?: { field?: string; message?: string }[] };
}

function toAccountError(status: number, body: unknown, fallback: string): AccountError {
  const error = (body as ErrorBody | null)?.error;
  if (error?.code === 'USERNAME_TAKEN')
    return new AccountError('This username is taken.', status, error.code);
  const detail = error?.details?.[0]?.message;
  if (status === 401) return new AccountError('Your session ended. Sign in again.', status, error?.code);
  if (status === 429) return new AccountError('Too many changes at once. Try again in a minute.', status);
  return new AccountError(detail ?? error?.message ?? fallback, status, error?.code);
}

/** PATCH /api/v1/users with profile fields (never the username). */
export async function updateProfile(body: Omit<UpdateUserBody, 'username'>): Promise<OwnProfile> {
  const { data, error, response } = await getBrowserClient().PATCH('/api/v1/users', { body });
  if (!data) throw toAccountError(response.status, error, 'Your changes could not be saved.');
  return data;
}

/** PATCH /api/v1/users { username } on its own (spec §5). */
export async function updateUsername(username: string): Promise<OwnProfile> {
  const { data, error, response } = await getBrowserClient().PATCH('/api/v1/users', { body: { username } });
  if (!data) throw toAccountError(response.status, error, 'The username could not be saved.');
  return data;
}

/** POST /api/v1/users: completes onboarding. */
export async function completeOnboarding(): Promise<OwnProfile> {
  const { data, error, response } = await getBrowserClient().POST('/api/v1/users', { body: {} });
  if (!data) throw toAccountError(response.status, error, 'We could not finish setting up your profile.');
  return data;
}

/**
 * POST /api/v1/users/email-marketing. Returns the newsletter's state for the account's address: 'pending' until
 * an unverified address follows the confirmation link mailed to it (double opt-in), null when opted out.
 */
export async function setEmailMarketing(subscribed: boolean): Promise<'pending' | 'confirmed' | null> {
  const { data, error, response } = await getBrowserClient().POST('/api/v1/users/email-marketing', {
    body: { subscribed },
  });
  if (!data) throw toAccountError(response.status, error, 'Your e-mail preference could not be saved.');
  return data.newsletter;
}

/** POST /api/v1/follows/users with many ids. */
export async function followUsers(userIds: string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const { data, error, response } = await getBrowserClient().POST('/api/v1/follows/users', {
    body: { userIds },
  });
  if (!data) throw toAccountError(response.status, error, 'We could not follow those people.');
  return data.added;
}

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
/** The API takes images up to 15 MB. */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

/**
 * The signed media flow (spec §7 Media): GET /api/v1/app/media-signature?type=image, then the file with the
 * signature to POST /api/v1/media/upload (multipart). Answers the stored image's address.
 */
export async function uploadImage(file: File): Promise<string> {
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) {
    throw new AccountError('Choose a JPEG, PNG, WebP, GIF or AVIF image.', 400);
  }
  if (file.size > MAX_IMAGE_BYTES) throw new AccountError('Choose an image under 15 MB.', 413);
  const client = getBrowserClient();
  const signed = await client.GET('/api/v1/app/media-signature', { params: { query: { type: 'image' } } });
  if (!signed.data) throw toAccountError(signed.response.status, signed.error, 'The upload could not start.');
  const form = new FormData();
  form.set('file', file);
  form.set('apikey', signed.data.apikey);
  form.set('timestamp', String(signed.data.timestamp));
  form.set('signature', signed.data.signature);
  form.set('type', 'image');
  form.set('transformation', signed.data.transformation);
  const response = await fetch('/api/v1/media/upload', {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
  });
  const body = (await response.json().catch(() => null)) as { secure_url?: string } | null;
  if (!response.ok || !body?.secure_url) throw toAccountError(response.status, body, 'The upload failed.');
  return body.secure_url;
}

export type UsernameStatus =
  | { state: 'idle' }
  | { state: 'invalid'; message: string }
  | { state: 'checking' }
  | { state: 'available' }
  | { state: 'taken' }
  | { state: 'current' };

/** Format first (spec §5 rules shared with the API), without a request. */
export function checkUsernameFormat(username: string): string | null {
  if (!username) return null;
  const parsed = usernameSchema.safeParse(username);
  return parsed.success ? null : 'Use 3 to 30 letters, digits, dots or underscores.';
}

export const usernameAvailabilityKey = (username: string) => [
  'username-availability',
  username.toLowerCase(),
];

/** Is the username free? GET /api/v2/users/username/{username}/profile: 404 means nobody has it. */
async function isUsernameFree(username: string): Promise<boolean> {
  const { response } = await getBrowserClient().GET('/api/v2/users/username/{username}/profile', {
    params: { path: { username } },
  });
  if (response.status === 404) return true;
  if (response.ok) return false;
  throw new AccountError('Could not check the username.', response.status);
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** Live availability of a username as it is typed (debounced 400 ms); `current` is the caller's own. */
export function useUsernameStatus(username: string, current: string | null): UsernameStatus {
  const trimmed = username.trim();
  const debounced = useDebounced(trimmed, 400);
  const formatProblem = checkUsernameFormat(trimmed);
  const isCurrent = Boolean(current) && trimmed.toLowerCase() === current?.toLowerCase();
  const enabled =
    Boolean(debounced) && !checkUsernameFormat(debounced) && !isCurrent && debounced === trimmed;
  const query = useQuery({
    queryKey: usernameAvailabilityKey(debounced),
    queryFn: () => isUsernameFree(debounced),
    enabled,
    retry: false,
  });
  if (!trimmed) return { state: 'idle' };
  if (formatProblem) return { state: 'invalid', message: formatProblem };
  if (isCurrent) return { state: 'current' };
  if (debounced !== trimmed || query.isPending || query.isFetching) return { state: 'checking' };
  if (query.isError) return { state: 'idle' };
  return query.data ? { state: 'available' } : { state: 'taken' };
}
