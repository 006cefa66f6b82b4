/**
 * A round avatar: the user's photo through the 100x100 avatar preset (spec §9; the API answers the default
 * avatar of spec §7 when they have none), or their initial when there is no address at all.
 */
import { buildImageUrl } from '@happenings/domain/media';
import styles from './user-avatar.module.css';

export function avatarImageUrl(photoURL: string, preset: 'avatar' | 'thumbnail' = 'avatar'): string {
  return buildImageUrl(photoURL, { baseUrl: '', preset, format: 'webp' });
}

export interface UserAvatarProps {
  photoURL?: string | null;
  name: string;
  /** Rendered size in px. */
  size?: number;
  /** Alt text; '' when a visible name sits beside it. */
  alt?: string;
  priority?: boolean;
}

export function UserAvatar({ photoURL, name, size = 40, alt = '', priority = false }: UserAvatarProps) {
  const dimension = { width: size, height: size };
  if (!photoURL) {
    return (
      <span className={styles.initial} style={{ ...dimension, fontSize: size * 0.42 }} aria-hidden="true">
        {(name.trim().charAt(0) || '?').toUpperCase()}
      </span>
    );
  }
  return (
    // biome-ignore lint/performance/noImgElement: media come from our CDN at a spec §9 preset already.
    <img
      src={avatarImageUrl(photoURL, size > 100 ? 'thumbnail' : 'avatar')}
      alt={alt}
      {...dimension}
      className={styles.image}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
