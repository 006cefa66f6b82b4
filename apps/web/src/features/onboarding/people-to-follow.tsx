'use client';
/**
 * Suggested people to follow during onboarding (GET /api/v1/follows/suggested): toggles the caller picks from; the
 * wizard follows them all at once when it finishes.
 */
import type { components } from '@happenings/client';
import { useQuery } from '@tanstack/react-query';
import { getBrowserClient } from '@/lib/api-browser';
import styles from './onboarding.module.css';

type FollowSuggestion = components['schemas']['FollowSuggestion'];

export const suggestedPeopleKey = ['follows', 'suggested', 'onboarding'] as const;

async function fetchSuggestedPeople(): Promise<FollowSuggestion[]> {
  const { data, response } = await getBrowserClient().GET('/api/v1/follows/suggested', {
    params: { query: { limit: 12 } },
  });
  if (!data) throw new Error(`suggestions answered ${response.status}`);
  return data.items;
}

function reasonFor(suggestion: FollowSuggestion): string {
  if (suggestion.isContact) return 'In your contacts';
  if (suggestion.mutualCount > 0) {
    return `${suggestion.mutualCount} mutual connection${suggestion.mutualCount === 1 ? '' : 's'}`;
  }
  if (suggestion.sharedInterestsCount > 0) return 'Likes what you like';
  return 'Popular on Happenings';
}

export function PeopleToFollow({
  selected,
  onChange,
}: {
  selected: string[];
  onChange: (selected: string[]) => void;
}) {
  const query = useQuery({ queryKey: suggestedPeopleKey, queryFn: fetchSuggestedPeople });
  if (query.isPending) {
    return (
      <ul className={styles.people} aria-busy="true" aria-label="Loading suggestions">
        {[0, 1, 2, 3].map((key) => (
          <li key={key} className={styles.personSkeleton} />
        ))}
      </ul>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className={styles.peopleError}>
        <p>Suggestions could not be loaded.</p>
        <button type="button" className="button button-secondary" onClick={() => query.refetch()}>
          Retry
        </button>
      </div>
    );
  }
  if (query.data.length === 0) return <p>No suggestions yet — you can find people from their profiles.</p>;
  return (
    <ul className={styles.people}>
      {query.data.map(({ user, ...suggestion }) => {
        const userId = user.uid ?? user.userId ?? String(user.id);
        const isOn = selected.includes(userId);
        const name = user.displayName ?? user.username ?? 'Someone';
        return (
          <li key={userId} className={styles.person}>
            {user.photoURL ? (
              // biome-ignore lint/performance/noImgElement: avatars come from the media CDN with their own presets.
              <img src={user.photoURL} alt="" width={48} height={48} className={styles.personAvatar} />
            ) : (
              <span className={styles.personAvatar} aria-hidden="true">
                {name.slice(0, 1)}
              </span>
            )}
            <span className={styles.personText}>
              <span className={styles.personName}>{name}</span>
              <span className={styles.personMeta}>
                {user.username ? `@${user.username} · ` : ''}
                {reasonFor({ user, ...suggestion })}
              </span>
            </span>
            <button
              type="button"
              className={isOn ? 'button' : 'button button-secondary'}
              aria-pressed={isOn}
              onClick={() =>
                onChange(isOn ? selected.filter((value) => value !== userId) : [...selected, userId])
              }
            >
              {isOn ? 'Following' : 'Follow'}
              <span className="visually-hidden"> {name}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
