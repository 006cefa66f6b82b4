/**
 * The pictures of imported events (issue 26: ATTACH/images where present). An experience's picture must be media
 * in our own store (own-media-url.ts says why), so the calendar's IMAGE address is fetched through
 * fetch-public-url.ts (no private addresses, the upload size limit, a short time limit) and stored through the
 * upload's own path (storeMediaFile: the same checks of the real type, the same presets), then put first in the
 * experience's media.
 *
 * A picture is wanted when an event is created or changed in the calendar and it has an image address that is not
 * the one fetched last, and the experience has no picture, or still has the one the calendar gave last: a picture
 * the host set here is theirs (locked), and is never replaced. An unchanged event is not looked at (nothing is
 * fetched again). Pictures come after all events are written, at most PICTURES_PER_RUN of them, so that slow
 * image servers never hold up the import; any failure is a skip named in the report, never a failed import.
 */
import {
  findImportedEvent,
  type ImportedEventRow,
  updateImportedEvent,
} from '@happenings/db/calendar-imports';
import type { Database } from '@happenings/db/client';
import {
  type ExperienceRow,
  findExperienceById,
  listCategorySlugsByExperience,
  updateExperience,
} from '@happenings/db/experiences';
import type { ApiConfig } from '../../env.ts';
import { ApiError } from '../../errors/api-error.ts';
import { fetchPublicUrl, PublicFetchError } from '../../http/fetch-public-url.ts';
import { toMediaItemResponse } from '../media/media.response.ts';
import { EAGER_TRANSFORMATIONS } from '../media/media-signature.ts';
import { storeMediaFile } from '../media/store-media-file.ts';
import { UPLOAD_LIMITS } from '../media/upload-body.ts';
import type { CalendarSkip } from './calendar-event-draft.ts';
import { storedValues } from './imported-fields.ts';

/**
 * Pictures fetched in one run: a first import of a large feed would otherwise wait on hundreds of image servers.
 * The rest are named in the report and fetched when their event next changes.
 */
export const PICTURES_PER_RUN = 10;
/** Each picture's server gets this long, redirects included. */
export const PICTURE_FETCH_TIMEOUT_MS = 5_000;

export type CalendarPictureConfig = Pick<ApiConfig, 'importAllowPrivateAddresses' | 'media' | 'publicUrl'>;

export interface WantedPicture {
  uid: string;
  url: string;
  experienceId: string;
  linkId: string;
}

interface PictureMemory {
  url: string;
  secureUrl: string;
}

function readMemory(link: Pick<ImportedEventRow, 'fingerprints'> | undefined): PictureMemory | null {
  const text = link?.fingerprints.picture;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PictureMemory>;
    return typeof value.url === 'string' && typeof value.secureUrl === 'string'
      ? { url: value.url, secureUrl: value.secureUrl }
      : null;
  } catch {
    return null;
  }
}

/** Whether the experience's picture is the calendar's to set: none yet, or the one the calendar gave last. */
function isPictureFree(row: Pick<ExperienceRow, 'media'>, memory: PictureMemory | null): boolean {
  const first = row.media[0];
  return !first || (!!memory && first.secure_url === memory.secureUrl);
}

/** Whether `image` should be fetched for the experience `row` (created or changed by this run). */
export function wantsPicture(
  image: string | null,
  row: Pick<ExperienceRow, 'media'>,
  link: Pick<ImportedEventRow, 'fingerprints'> | undefined,
): boolean {
  if (!image) return false;
  const memory = readMemory(link);
  return memory?.url !== image && isPictureFree(row, memory);
}

/** Drive's "view" pages are HTML, not the file: named as such rather than fetched. */
function isDriveViewer(url: URL): boolean {
  return (
    (url.hostname === 'drive.google.com' || url.hostname === 'docs.google.com') &&
    !url.pathname.startsWith('/uc')
  );
}

const skip = (wanted: WantedPicture, reason: string): CalendarSkip => ({
  uid: wanted.uid,
  line: null,
  reason: `Picture not imported (${wanted.url}): ${reason}`,
});

/** Fetches, stores and attaches the wanted pictures; answers the skips for the report. */
export async function importPictures(
  db: Database,
  config: CalendarPictureConfig,
  target: { sourceId: string; ownerId: string | null; now: number },
  wanted: readonly WantedPicture[],
): Promise<CalendarSkip[]> {
  const skips: CalendarSkip[] = [];
  for (const [index, picture] of wanted.entries()) {
    if (index >= PICTURES_PER_RUN) {
      skips.push(
        skip(
          picture,
          `at most ${PICTURES_PER_RUN} pictures per import; it is fetched when the event next changes.`,
        ),
      );
      continue;
    }
    try {
      const reason = await importPicture(db, config, target, picture);
      if (reason) skips.push(skip(picture, reason));
    } catch (error) {
      if (error instanceof PublicFetchError || error instanceof ApiError)
        skips.push(skip(picture, error.message));
      else skips.push(skip(picture, 'it could not be stored.'));
    }
  }
  return skips;
}

/** Null when attached, or the reason it was not. */
async function importPicture(
  db: Database,
  config: CalendarPictureConfig,
  target: { sourceId: string; ownerId: string | null; now: number },
  wanted: WantedPicture,
): Promise<string | null> {
  const url = new URL(wanted.url);
  if (isDriveViewer(url)) return 'a Google Drive page, not the image itself; share a direct image address.';
  const answer = await fetchPublicUrl(wanted.url, {
    allowPrivateAddresses: config.importAllowPrivateAddresses,
    maxBytes: UPLOAD_LIMITS.image,
    timeoutMs: PICTURE_FETCH_TIMEOUT_MS,
    accept: 'image/avif, image/webp, image/png, image/jpeg, image/gif',
  });
  if (answer.notModified) return 'the server answered 304 to a plain request.';
  const contentType = answer.contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!contentType.startsWith('image/')) return `not an image (${contentType || 'no content type'}).`;
  const stored = await storeMediaFile({ config, db, now: target.now }, target.ownerId, {
    type: 'image',
    input: new Uint8Array(answer.body),
    transformation: EAGER_TRANSFORMATIONS.image,
  });
  const item = toMediaItemResponse(stored);
  // Read again: the host may have set a picture while this one was fetched.
  const row = await findExperienceById(db, wanted.experienceId);
  if (!row) return 'the event is gone.';
  const link = await findImportedEvent(db, { sourceId: target.sourceId, id: wanted.linkId });
  if (!link || link.experienceId !== row.id) return 'the event is gone.';
  if (!isPictureFree(row, readMemory(link))) return 'the host set their own picture here.';
  // The calendar's picture replaces the one it gave before (or is the first); the rest of the media stays.
  const media = [item, ...row.media.slice(row.media[0] ? 1 : 0)];
  const categories = (await listCategorySlugsByExperience(db, [row.id])).get(row.id) ?? [];
  await db.transaction(async (tx) => {
    await updateExperience(tx, row.id, {
      values: { ...storedValues(row), media },
      categorySlugs: categories,
      now: target.now,
    });
    await updateImportedEvent(tx, wanted.linkId, {
      fingerprints: {
        ...link.fingerprints,
        picture: JSON.stringify({ url: wanted.url, secureUrl: item.secure_url }),
      },
      updatedAt: new Date(target.now),
    });
  });
  return null;
}
