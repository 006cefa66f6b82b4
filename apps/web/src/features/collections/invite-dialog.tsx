'use client';
/**
 * The owner's invite dialog: find people by username (GET /search?type=users) and invite them in the app, each
 * shown with where they stand (GET /collections/{id}/invitees-status: invited, declined, in the collection); or
 * copy an invite link (POST .../invites/by-link), which anyone holding it can join through for a week, confirmed
 * by the 'Link copied' toast (spec §2).
 */
import { COLLECTION_LIMITS } from '@happenings/domain/constants';
import { useCallback, useId, useState } from 'react';
import { ModalDialog } from '@/components/dialog/modal-dialog';
import { useToast } from '@/components/toast/toast-provider';
import { useCopyLink } from '@/components/toast/use-copy-link';
import { PEOPLE_SEARCH_LIMIT, usePeopleSearch } from '@/features/people/use-people-search';
import { UserAvatar } from '@/features/profile/user-avatar';
import { getBrowserClient } from '@/lib/api-browser';
import type { CollectionDetail } from './collection.types';
import { ignoreHandled, RequestHandled, useCollectionRequest } from './collection-request';
import styles from './collections.module.css';

interface Person {
  uid: string;
  username: string | null;
  displayName: string | null;
  photoURL: string | null;
  status: 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'DISMISSED' | null;
  isParticipant: boolean;
}

export interface InviteDialogProps {
  collection: Pick<CollectionDetail, 'id' | 'name'>;
  isOpen: boolean;
  onClose: () => void;
}

function standing(person: Person): string | null {
  if (person.isParticipant) return 'In the collection';
  if (person.status === 'PENDING') return 'Invited';
  return null;
}

export function InviteDialog({ collection, isOpen, onClose }: InviteDialogProps) {
  const searchId = useId();
  const request = useCollectionRequest();
  const toast = useToast();
  const copyLink = useCopyLink();
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState<string | null>(null);

  const search = useCallback(
    async (text: string): Promise<Person[]> => {
      const client = getBrowserClient();
      const found = await request('search', () =>
        client.GET('/api/v1/search', {
          params: { query: { q: text, type: 'users', limit: PEOPLE_SEARCH_LIMIT } },
        }),
      );
      const users = (found.users?.items ?? []).filter((user) => user.uid);
      const ids = users.map((user) => user.uid as string);
      const statuses =
        ids.length > 0
          ? await request('search', () =>
              client.GET('/api/v1/collections/{id}/invitees-status', {
                params: { path: { id: collection.id }, query: { userIds: ids.join(',') } },
              }),
            )
          : { items: [] };
      const byId = new Map(statuses.items.map((row) => [row.user.uid, row]));
      return users.map((user) => ({
        uid: user.uid as string,
        username: user.username,
        displayName: user.displayName ?? null,
        photoURL: user.photoURL ?? null,
        status: byId.get(user.uid)?.status ?? null,
        isParticipant: byId.get(user.uid)?.isParticipant ?? false,
      }));
    },
    [collection.id, request],
  );
  const [people, setPeople] = usePeopleSearch(query, isOpen, search, ignoreHandled);

  const invite = async (person: Person) => {
    setBusy(person.uid);
    try {
      await request('invite them', () =>
        getBrowserClient().POST('/api/v1/collections/{id}/invites/user', {
          params: { path: { id: collection.id } },
          body: { userId: person.uid },
        }),
      );
      toast.show({
        type: 'success',
        title: `Invited ${person.username ? `@${person.username}` : person.displayName}`,
      });
      setPeople((current) =>
        (current ?? []).map((entry) => (entry.uid === person.uid ? { ...entry, status: 'PENDING' } : entry)),
      );
    } catch (error) {
      if (!(error instanceof RequestHandled)) throw error;
    } finally {
      setBusy(null);
    }
  };

  const copyInviteLink = async () => {
    setBusy('link');
    try {
      const link = await request('make an invite link', () =>
        getBrowserClient().POST('/api/v1/collections/{id}/invites/by-link', {
          params: { path: { id: collection.id } },
          body: { expiresInDays: COLLECTION_LIMITS.linkLifetimeDays },
        }),
      );
      await copyLink(link.url);
    } catch (error) {
      if (!(error instanceof RequestHandled)) throw error;
    } finally {
      setBusy(null);
    }
  };

  return (
    <ModalDialog
      title="Invite people"
      subtitle={collection.name}
      isOpen={isOpen}
      onClose={onClose}
      testId="invite-dialog"
    >
      <section className={styles.dialogSection} aria-labelledby={`${searchId}-title`}>
        <h3 id={`${searchId}-title`} className={styles.dialogSectionTitle}>
          Invite by username
        </h3>
        <label htmlFor={searchId} className="visually-hidden">
          Username
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.input}
          placeholder="Search people by username"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {people === null ? null : people.length === 0 ? (
          <p role="status" className={styles.muted}>
            Nobody found.
          </p>
        ) : (
          <ul className={styles.results} aria-label="People found">
            {people.map((person) => {
              const name = person.displayName || person.username || 'Someone';
              const state = standing(person);
              return (
                <li key={person.uid} className={styles.result}>
                  <span className={styles.person}>
                    <UserAvatar photoURL={person.photoURL} name={name} size={32} />
                    <span className={styles.personName}>
                      {name}
                      {person.username ? <span className={styles.role}>@{person.username}</span> : null}
                    </span>
                  </span>
                  {state ? (
                    <span className={styles.muted}>{state}</span>
                  ) : (
                    <button
                      type="button"
                      className="button button-secondary"
                      disabled={busy !== null}
                      onClick={() => void invite(person)}
                    >
                      Invite<span className="visually-hidden"> {name}</span>
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section className={styles.dialogSection} aria-labelledby={`${searchId}-link`}>
        <h3 id={`${searchId}-link`} className={styles.dialogSectionTitle}>
          Invite with a link
        </h3>
        <p className={styles.muted}>
          Anyone with the link can join as a viewer for the next {COLLECTION_LIMITS.linkLifetimeDays} days.
        </p>
        <button
          type="button"
          className="button button-secondary"
          disabled={busy !== null}
          onClick={() => void copyInviteLink()}
        >
          Copy invite link
        </button>
      </section>
    </ModalDialog>
  );
}
