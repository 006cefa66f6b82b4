'use client';
/**
 * Photos and videos of the event: signed uploads with a progress bar (spec §9 progress throttle 100 ms), a preview,
 * alt text per item, reorder (the first is the cover) and remove. Keyboard: every action is a button.
 */
import { PROGRESS_DURATION_MS } from '@happenings/domain/constants';
import { buildImageUrl } from '@happenings/domain/media';
import { useId, useRef, useState } from 'react';
import type { FieldErrors, MediaItem } from './event-draft';
import { uploadMedia } from './event-editor.data';
import styles from './event-editor.module.css';
import { describedBy, FieldError, fieldId, Hint } from './form-field';

interface Upload {
  key: number;
  name: string;
  progress: number;
  error?: string;
}

interface Props {
  media: MediaItem[];
  errors: FieldErrors;
  onChange: (next: MediaItem[] | ((current: MediaItem[]) => MediaItem[])) => void;
}

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif,video/mp4,video/webm,video/quicktime';

function previewUrl(item: MediaItem): string {
  try {
    return buildImageUrl(item.secure_url, { baseUrl: '', preset: 'square', format: 'webp' });
  } catch {
    return item.secure_url;
  }
}

export function MediaUploader({ media, errors, onChange }: Props) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const nextKey = useRef(1);
  const inputId = fieldId('media');
  const altBase = useId();

  const patchUpload = (key: number, patch: Partial<Upload>) =>
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...patch } : upload)));

  const onFiles = (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      const key = nextKey.current++;
      setUploads((current) => [...current, { key, name: file.name, progress: 0 }]);
      setAnnouncement(`Uploading ${file.name}`);
      uploadMedia(file, (fraction) => patchUpload(key, { progress: fraction }))
        .then((item) => {
          onChange((current) => [...current, item]);
          setAnnouncement(`${file.name} uploaded`);
          // Let the bar reach 100 % before it goes (spec §9 progress duration).
          setTimeout(
            () => setUploads((current) => current.filter((u) => u.key !== key)),
            PROGRESS_DURATION_MS / 4,
          );
        })
        .catch((error: unknown) => {
          const message = error instanceof Error ? error.message : 'The upload failed.';
          patchUpload(key, { error: message });
          setAnnouncement(`${file.name} was not uploaded: ${message}`);
        });
    }
  };

  const move = (index: number, by: -1 | 1) => {
    const next = [...media];
    const [item] = next.splice(index, 1);
    if (!item) return;
    next.splice(index + by, 0, item);
    onChange(next);
    setAnnouncement(`Moved to position ${index + by + 1} of ${next.length}`);
  };

  return (
    <div className={styles.stack}>
      <div className={styles.dropzone}>
        <input
          id={inputId}
          type="file"
          accept={ACCEPT}
          multiple
          className={styles.fileInput}
          onChange={(event) => {
            onFiles(event.target.files);
            event.target.value = '';
          }}
          {...describedBy('media', errors, true)}
        />
        <label htmlFor={inputId} className={styles.dropzoneLabel}>
          <span className={styles.dropzoneIcon} aria-hidden="true">
            +
          </span>
          <span className={styles.dropzoneTitle}>Add photos or videos</span>
        </label>
        <Hint field="media">
          JPEG, PNG, WebP or GIF up to 15 MB; MP4 or WebM up to 200 MB. The first one is the cover.
        </Hint>
      </div>
      <FieldError field="media" errors={errors} />

      {uploads.length > 0 ? (
        <ul className={styles.uploadList} aria-label="Uploads in progress">
          {uploads.map((upload) => (
            <li key={upload.key} className={styles.uploadRow}>
              <span className={styles.uploadName}>{upload.name}</span>
              {upload.error ? (
                <>
                  <span className={styles.fieldError}>{upload.error}</span>
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => setUploads((current) => current.filter((u) => u.key !== upload.key))}
                  >
                    Dismiss
                  </button>
                </>
              ) : (
                <progress
                  className={styles.progress}
                  max={1}
                  value={upload.progress}
                  aria-label={`Uploading ${upload.name}`}
                />
              )}
            </li>
          ))}
        </ul>
      ) : null}

      {media.length > 0 ? (
        <ol className={styles.mediaGrid} aria-label="Photos and videos">
          {media.map((item, index) => {
            const altId = `${altBase}-alt-${index}`;
            const label =
              item.alt?.trim() || `${item.resource_type === 'video' ? 'Video' : 'Photo'} ${index + 1}`;
            return (
              <li key={item.asset_id} className={styles.mediaCard}>
                <div className={styles.mediaThumb}>
                  {item.resource_type === 'video' ? (
                    <video src={item.secure_url} muted preload="metadata" aria-label={label} />
                  ) : (
                    // biome-ignore lint/performance/noImgElement: a small preview of an uploaded file, not page content.
                    <img src={previewUrl(item)} alt={item.alt ?? ''} width={150} height={150} />
                  )}
                  {index === 0 ? <span className={styles.coverBadge}>Cover</span> : null}
                </div>
                <div className={styles.field}>
                  <label htmlFor={altId} className={styles.smallLabel}>
                    Alt text
                  </label>
                  <input
                    id={altId}
                    type="text"
                    maxLength={500}
                    placeholder="Describe the picture"
                    value={item.alt ?? ''}
                    onChange={(event) => {
                      const alt = event.target.value;
                      onChange(media.map((m, i) => (i === index ? { ...m, alt } : m)));
                    }}
                  />
                </div>
                <div className={styles.mediaActions}>
                  <button
                    type="button"
                    className={styles.iconButton}
                    onClick={() => move(index, -1)}
                    disabled={index === 0}
                    aria-label={`Move ${label} earlier`}
                  >
                    <span aria-hidden="true">←</span>
                  </button>
                  <button
                    type="button"
                    className={styles.iconButton}
                    onClick={() => move(index, 1)}
                    disabled={index === media.length - 1}
                    aria-label={`Move ${label} later`}
                  >
                    <span aria-hidden="true">→</span>
                  </button>
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => {
                      onChange(media.filter((_, i) => i !== index));
                      setAnnouncement(`${label} removed`);
                    }}
                    aria-label={`Remove ${label}`}
                  >
                    Remove
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
