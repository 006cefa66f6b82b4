/**
 * The editor's calls: categories for the chips (GET /api/v1/categories), saving (POST /api/v1/experiences or
 * PUT /api/v1/experiences/{id}) and the signed media upload (spec §7 Media: GET /api/v1/app/media-signature, then
 * POST /api/v1/media/upload as multipart with file, apikey, timestamp, signature, type, transformation).
 */
import { PROGRESS_THROTTLE_MS } from '@happenings/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { getBrowserClient } from '@/lib/api-browser';
import type { ExperienceWrite, FieldErrors, MediaItem } from './event-draft';
import { readApiFieldErrors } from './event-draft';
import type { ExperienceReview } from './review-notice';

export interface Category {
  slug: string;
  name: string;
}

export const categoriesQueryKey = ['categories'] as const;

/** spec §8: a failed category lookup gives an empty list (the chips are then hidden, not an error). */
export function useCategories() {
  return useQuery({
    queryKey: categoriesQueryKey,
    queryFn: async (): Promise<Category[]> => {
      const { data } = await getBrowserClient().GET('/api/v1/categories');
      return data?.items ?? [];
    },
  });
}

export interface SavedEvent {
  id: string;
  slug: string;
  publishState: string;
  /** Where it stands with the editors (docs/moderation.md), null when it never went to review. */
  review: ExperienceReview | null;
  /** A request to publish that the review rule held: it waits for an editor instead. */
  heldForReview: boolean;
}

export class SaveEventError extends Error {
  readonly fieldErrors: FieldErrors;
  readonly status: number;

  constructor(status: number, fieldErrors: FieldErrors) {
    super(fieldErrors.form ?? 'The event could not be saved.');
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

export async function saveEvent(input: { id?: string; body: ExperienceWrite }): Promise<SavedEvent> {
  const client = getBrowserClient();
  const result = input.id
    ? await client.PUT('/api/v1/experiences/{id}', { params: { path: { id: input.id } }, body: input.body })
    : await client.POST('/api/v1/experiences', { body: input.body });
  if (result.data)
    return {
      id: result.data.id,
      slug: result.data.slug,
      publishState: result.data.publishState,
      review: result.data.review ?? null,
      heldForReview: result.data.heldForReview,
    };
  const status = result.response.status;
  if (status === 401)
    throw new SaveEventError(status, { form: 'Your session ended. Sign in again to save.' });
  if (status === 403 || status === 404)
    throw new SaveEventError(status, { form: 'You can’t edit this event.' });
  throw new SaveEventError(status, readApiFieldErrors(result.error));
}

export type MediaType = 'image' | 'video';

/** Calls `emit` at most once per `intervalMs` (spec §9 progress throttle), always with the latest value. */
export function throttle<T>(emit: (value: T) => void, intervalMs: number): (value: T) => void {
  let last = 0;
  let pending: T | undefined;
  let isScheduled = false;
  return (value: T) => {
    const now = Date.now();
    if (now - last >= intervalMs) {
      last = now;
      emit(value);
      return;
    }
    pending = value;
    if (isScheduled) return;
    isScheduled = true;
    setTimeout(
      () => {
        isScheduled = false;
        last = Date.now();
        if (pending !== undefined) emit(pending);
      },
      intervalMs - (now - last),
    );
  };
}

/** Uploads one file through the signed flow; `onProgress` gets 0..1, throttled to PROGRESS_THROTTLE_MS. */
export async function uploadMedia(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<MediaItem> {
  const type: MediaType = file.type.startsWith('video/') ? 'video' : 'image';
  const { data: signature, response } = await getBrowserClient().GET('/api/v1/app/media-signature', {
    params: { query: { type } },
  });
  if (!signature) {
    throw new Error(response.status === 401 ? 'Sign in again to upload.' : 'The upload could not start.');
  }
  const form = new FormData();
  form.append('file', file);
  form.append('apikey', signature.apikey);
  form.append('timestamp', String(signature.timestamp));
  form.append('signature', signature.signature);
  form.append('type', type);
  form.append('transformation', signature.transformation);
  const report = throttle(onProgress, PROGRESS_THROTTLE_MS);
  // XMLHttpRequest: fetch reports no upload progress.
  return new Promise<MediaItem>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/v1/media/upload');
    request.withCredentials = true;
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) report(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 200) {
        onProgress(1);
        resolve(request.response as MediaItem);
        return;
      }
      const message = (request.response as { error?: { message?: string } } | null)?.error?.message;
      reject(new Error(message ?? `The upload failed (${request.status}).`));
    };
    request.onerror = () => reject(new Error('The upload failed: check your connection.'));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
