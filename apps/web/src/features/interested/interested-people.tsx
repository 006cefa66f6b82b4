/**
 * The avatars of people the visitor follows who are interested in an item (issue 4; the API lists them first
 * with isFollowed). Nothing when there are none, e.g. for signed-out visitors.
 */
import Link from 'next/link';
import { UserAvatar } from '@/features/profile/user-avatar';
import { followedInterestText } from './followed-interest-text';
import styles from './interested-people.module.css';

export interface InterestedPersonSource {
  user: {
    id: number;
    uid?: string;
    username: string | null;
    displayName?: string | null;
    photoURL?: string | null;
  };
  isFollowed: boolean;
}

const nameOf = (person: InterestedPersonSource) =>
  person.user.displayName || person.user.username || 'Someone';

export function InterestedPeople({ people }: { people: readonly InterestedPersonSource[] }) {
  const followed = people.filter((person) => person.isFollowed);
  if (followed.length === 0) return null;
  const shown = followed.slice(0, 5);
  return (
    <div className={styles.people}>
      <ul className={styles.avatars} aria-label="People you follow who are interested">
        {shown.map((person) => {
          const avatar = <UserAvatar photoURL={person.user.photoURL} name={nameOf(person)} size={32} />;
          return (
            <li key={person.user.id} className={styles.avatarItem}>
              {person.user.username ? (
                <Link href={`/u/${person.user.username}`} className={styles.avatarLink}>
                  {avatar}
                  <span className="visually-hidden">{nameOf(person)}</span>
                </Link>
              ) : (
                <span className={styles.avatarLink}>
                  {avatar}
                  <span className="visually-hidden">{nameOf(person)}</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <p className={styles.text}>{followedInterestText(followed.map(nameOf))}</p>
    </div>
  );
}
