'use client';
/**
 * Choose a profile photo: upload through the signed media flow with a preview, or keep / go back to the default
 * avatar (spec §7 default avatars). Reports the chosen address (null = default) to its form.
 */
import { useEffect, useId, useState } from 'react';
import { ACCEPTED_IMAGE_TYPES, AccountError, uploadImage } from '@/features/account/account.data';
import formStyles from '@/features/auth/form.module.css';
import styles from './account.module.css';

export function AvatarPicker({
  name,
  photoUrl,
  defaultPhotoUrl,
  onChange,
}: {
  name: string;
  /** The chosen photo; null = the default avatar. */
  photoUrl: string | null;
  /** The default avatar's address, shown when no photo is chosen. */
  defaultPhotoUrl: string | null;
  onChange: (photoUrl: string | null) => void;
}) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const local = URL.createObjectURL(file);
    setPreview(local);
    setIsUploading(true);
    try {
      onChange(await uploadImage(file));
    } catch (caught) {
      setPreview(null);
      setError(caught instanceof AccountError ? caught.message : 'The upload failed. Try another image.');
    } finally {
      setIsUploading(false);
    }
  };

  const shown = preview ?? photoUrl ?? defaultPhotoUrl;
  const initial = name.slice(0, 1).toUpperCase() || '?';
  return (
    <div className={styles.avatarPicker}>
      <div className={styles.avatarPreview} data-uploading={isUploading || undefined}>
        {shown ? (
          // biome-ignore lint/performance/noImgElement: a local preview (blob:) or the media CDN's own preset.
          <img
            src={shown}
            alt={preview || photoUrl ? 'Your new profile photo' : 'Your default avatar'}
            width={112}
            height={112}
          />
        ) : (
          <span aria-hidden="true">{initial}</span>
        )}
      </div>
      <div className={styles.avatarActions}>
        <label htmlFor={`${id}-file`} className={`button button-secondary ${styles.fileButton}`}>
          {photoUrl ? 'Choose another photo' : 'Upload a photo'}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          className={styles.fileInput}
          aria-describedby={`${id}-status`}
          onChange={(event) => {
            void onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {photoUrl ? (
          <button
            type="button"
            className={formStyles.linkButton}
            onClick={() => {
              setPreview(null);
              onChange(null);
            }}
          >
            Use the default avatar
          </button>
        ) : null}
        <p id={`${id}-status`} className={error ? formStyles.fieldError : formStyles.hint} aria-live="polite">
          {isUploading ? 'Uploading…' : (error ?? 'JPEG, PNG, WebP or GIF, up to 15 MB.')}
        </p>
      </div>
    </div>
  );
}
