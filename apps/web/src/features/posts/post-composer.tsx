'use client';
/**
 * "Post a photo" about an event or a place: one photo or video through the signed upload flow (the event editor's
 * uploadMedia), its preview, an optional caption with the characters left (the API's limit, from
 * @happenings/domain/constants), and the post. The list of the subject's posts refreshes after it; the new post's
 * page is linked in the confirmation. A signed-out visitor gets the sign-in link that brings them back.
 * Refusals are read out where the form is (role="alert"); progress and success in a polite live region.
 */
import { POST_CAPTION_MAX_LENGTH } from '@happenings/domain/constants';
import { buildImageUrl } from '@happenings/domain/media';
import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { type FormEvent, useId, useRef, useState } from 'react';
import { loginPath } from '@/features/auth/auth-paths';
import type { MediaItem } from '@/features/event-editor/event-draft';
import { uploadMedia } from '@/features/event-editor/event-editor.data';
import { getBrowserClient } from '@/lib/api-browser';
import styles from './posts.module.css';
import { type Post, type PostSubject, postPath, postsQueryKey } from './posts.types';

export type PostComposerProps = PostSubject & {
  isSignedIn: boolean;
};

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif,video/mp4,video/webm,video/quicktime';

type Upload =
  | { state: 'idle' }
  | { state: 'uploading'; name: string; progress: number }
  | { state: 'done'; item: MediaItem };

export function PostComposer(props: PostComposerProps) {
  const { isSignedIn } = props;
  const subject: PostSubject =
    'experienceId' in props ? { experienceId: props.experienceId } : { venueId: props.venueId };
  const id = useId();
  const pathname = usePathname();
  const queryClient = useQueryClient();
  const [isOpen, setIsOpen] = useState(false);
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [caption, setCaption] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [posted, setPosted] = useState<Post | null>(null);
  const [status, setStatus] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);

  if (!isSignedIn) {
    return (
      <p className={styles.composerPrompt}>
        <Link href={loginPath(pathname)} prefetch={false} className="button button-secondary">
          Sign in to post a photo
        </Link>
      </p>
    );
  }

  const reset = () => {
    setUpload({ state: 'idle' });
    setCaption('');
    setError(null);
  };

  const close = () => {
    reset();
    setIsOpen(false);
    requestAnimationFrame(() => openButton.current?.focus());
  };

  const onFile = (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setUpload({ state: 'uploading', name: file.name, progress: 0 });
    setStatus(`Uploading ${file.name}`);
    uploadMedia(file, (progress) =>
      setUpload((current) => (current.state === 'uploading' ? { ...current, progress } : current)),
    )
      .then((item) => {
        setUpload({ state: 'done', item });
        setStatus(`${file.name} uploaded`);
      })
      .catch((failure: unknown) => {
        setUpload({ state: 'idle' });
        setError(failure instanceof Error ? failure.message : 'The upload failed.');
      });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (upload.state !== 'done') {
      setError(
        upload.state === 'uploading' ? 'Wait for the upload to finish.' : 'Choose a photo or a video first.',
      );
      return;
    }
    setIsSaving(true);
    setError(null);
    try {
      const {
        data,
        error: refusal,
        response,
      } = await getBrowserClient().POST('/api/v1/posts', {
        body: { media: [upload.item], caption: caption.trim() ? caption : null, ...subject },
      });
      if (!data) {
        setError(
          response.status === 429
            ? 'You have posted a lot just now. Try again a little later.'
            : ((refusal as { error?: { message?: string } } | undefined)?.error?.message ??
                'Not posted. Check your connection and try again.'),
        );
        return;
      }
      setPosted(data);
      setStatus('Posted');
      reset();
      setIsOpen(false);
      await queryClient.invalidateQueries({ queryKey: postsQueryKey(subject) });
    } catch {
      setError('Not posted. Check your connection and try again.');
    } finally {
      setIsSaving(false);
    }
  };

  const left = POST_CAPTION_MAX_LENGTH - caption.length;
  return (
    <div className={styles.composer}>
      <p className="visually-hidden" aria-live="polite">
        {status}
      </p>
      {posted && !isOpen ? (
        <p className={styles.confirmation} data-testid="post-confirmation">
          Posted. <Link href={postPath(posted)}>See your post</Link>
        </p>
      ) : null}
      {isOpen ? (
        <form className={styles.form} onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
          <h3 id={`${id}-title`} className={styles.formTitle}>
            Post a photo or a video
          </h3>
          {upload.state === 'done' ? (
            <div className={styles.preview}>
              {upload.item.resource_type === 'video' ? (
                <video src={upload.item.secure_url} muted preload="metadata" aria-label="Your video" />
              ) : (
                // biome-ignore lint/performance/noImgElement: a small preview of an uploaded file, not page content.
                <img
                  src={buildImageUrl(upload.item.secure_url, {
                    baseUrl: '',
                    preset: 'square',
                    format: 'webp',
                  })}
                  alt="Your upload"
                  width={150}
                  height={150}
                />
              )}
              <button type="button" className={styles.textButton} onClick={() => fileInput.current?.click()}>
                Choose another
              </button>
            </div>
          ) : null}
          <div className={upload.state === 'done' ? 'visually-hidden' : styles.field}>
            <label htmlFor={`${id}-file`} className={styles.label}>
              Photo or video
            </label>
            <input
              ref={fileInput}
              id={`${id}-file`}
              type="file"
              accept={ACCEPT}
              className={styles.fileInput}
              aria-describedby={`${id}-file-hint`}
              onChange={(event) => {
                onFile(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            <p id={`${id}-file-hint`} className={styles.hint}>
              One photo (JPEG, PNG, WebP or GIF up to 15 MB) or one video (MP4 or WebM up to 200 MB).
            </p>
          </div>
          {upload.state === 'uploading' ? (
            <progress
              className={styles.progress}
              max={1}
              value={upload.progress}
              aria-label={`Uploading ${upload.name}`}
            />
          ) : null}
          <div className={styles.field}>
            <label htmlFor={`${id}-caption`} className={styles.label}>
              Caption <span className={styles.optional}>(optional)</span>
            </label>
            <textarea
              id={`${id}-caption`}
              className={styles.textarea}
              value={caption}
              maxLength={POST_CAPTION_MAX_LENGTH}
              rows={3}
              aria-describedby={`${id}-left`}
              onChange={(event) => setCaption(event.target.value)}
            />
            <p id={`${id}-left`} className={styles.hint}>
              {left} characters left
            </p>
          </div>
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={isSaving || upload.state === 'uploading'}>
              {isSaving ? 'Posting…' : 'Post'}
            </button>
            <button type="button" className="button button-secondary" onClick={close}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <button
          ref={openButton}
          type="button"
          className="button"
          onClick={() => {
            setPosted(null);
            setIsOpen(true);
          }}
        >
          Post a photo
        </button>
      )}
    </div>
  );
}
