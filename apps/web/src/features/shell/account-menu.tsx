/**
 * The account entry of the header. Signed out: a 'Sign in' link. Signed in: the avatar linking to the profile.
 * The auth screens (issue 4, later) pass the user; a fuller menu (edit account, sign out) belongs there.
 */
import Link from 'next/link';
import styles from './shell.module.css';

export interface AccountMenuUser {
  username: string | null;
  name: string;
  image: string | null;
}

export function AccountMenu({ user }: { user: AccountMenuUser | null }) {
  if (!user) {
    return (
      <Link href="/login" className={styles.signIn}>
        Sign in
      </Link>
    );
  }
  const initial = (user.name || user.username || '?').slice(0, 1).toUpperCase();
  return (
    <Link href={user.username ? `/u/${user.username}` : '/account/edit'} className={styles.avatarLink}>
      {user.image ? (
        // biome-ignore lint/performance/noImgElement: avatars come from the media CDN with their own presets.
        <img src={user.image} alt="" width={36} height={36} className={styles.avatar} />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {initial}
        </span>
      )}
      <span className="visually-hidden">Your profile ({user.name})</span>
    </Link>
  );
}
