'use client';
/**
 * Sharing a community collection (spec §7 Community collections): find people by username, choose them and send it
 * (POST .../shares, each is notified); the people found and those already sent it show where their share stands
 * (spec §4: pending, joined, dismissed). A refusal (the hourly limit, say) is shown in the dialog and in a toast.
 */
import { useId, useState } from 'react';
import { ModalDialog } from '@/components/dialog/modal-dialog';
import { useToast } from '@/components/toast/toast-provider';
import { UserAvatar } from '@/features/profile/user-avatar';
import { getBrowserClient } from '@/lib/api-browser';
import type { CollectionDetail } from './collection.types';
import { RequestHandled, useCollectionRequest } from './collection-request';
import styles from './collections.module.css';
import { canShareWith, type Receiver, useShareReceivers } from './share-receivers';

/** People one share sends to (ShareCollectionBody takes at most 50 user ids). */
const MAX_CHOSEN = 50;

export interface ShareCollectionDialogProps {
  collection: Pick<CollectionDetail, 'id' | 'name'>;
  isOpen: boolean;
  onClose: () => void;
}

const nameOf = (person: { displayName?: string | null; username?: string | null }) =>
  person.displayName || (person.username ? `@${person.username}` : 'Someone');

function standing(person: Receiver): string | null {
  if (person.isParticipant) return person.status === 'ACCEPTED' ? 'Joined' : 'In the collection';
  switch (person.status) {
    case 'PENDING':
      return 'Pending';
    case 'ACCEPTED':
      return 'Joined, then left';
    case 'DISMISSED':
      return 'Dismissed';
    case 'DECLINED':
      return 'Declined';
    default:
      return null;
  }
}

function PersonLine({ person }: { person: Receiver }) {
  return (
    <span className={styles.person}>
      <UserAvatar photoURL={person.photoURL} name={nameOf(person)} size={32} />
      <span className={styles.personName}>
        {nameOf(person)}
        {person.username && person.displayName ? (
          <span className={styles.role}>@{person.username}</span>
        ) : null}
      </span>
    </span>
  );
}

export function ShareCollectionDialog({ collection, isOpen, onClose }: ShareCollectionDialogProps) {
  const searchId = useId();
  const request = useCollectionRequest();
  const toast = useToast();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Receiver[]>([]);
  const [isSending, setIsSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { found, sent, refresh } = useShareReceivers(collection.id, isOpen, query);

  const isChosen = (person: Receiver) => chosen.some((entry) => entry.uid === person.uid);
  const toggle = (person: Receiver) =>
    setChosen((current) =>
      current.some((entry) => entry.uid === person.uid)
        ? current.filter((entry) => entry.uid !== person.uid)
        : [...current, person],
    );
  // The chosen stay listed while the search changes, so they can be unchosen.
  const listed = [...chosen, ...(found ?? []).filter((person) => !isChosen(person))];

  const close = () => {
    setQuery('');
    setChosen([]);
    setError(null);
    onClose();
  };

  const send = async () => {
    setIsSending(true);
    setError(null);
    try {
      const result = await request('share it', () =>
        getBrowserClient().POST('/api/v1/collections/community/{id}/shares', {
          params: { path: { id: collection.id } },
          body: { userIds: chosen.map((person) => person.uid) },
        }),
      );
      const [first] = result.items;
      toast.show(
        first
          ? {
              type: 'success',
              title: `Shared ${collection.name} with ${
                result.items.length === 1 ? nameOf(first.receiver) : `${result.items.length} people`
              }`,
            }
          : { type: 'info', title: 'Nothing to send', description: 'They have it already, or are in it.' },
      );
      setChosen([]);
      await refresh();
    } catch (caught) {
      if (!(caught instanceof RequestHandled)) throw caught;
      setError(caught.reason);
    } finally {
      setIsSending(false);
    }
  };

  return (
    <ModalDialog
      title="Share collection"
      subtitle={collection.name}
      isOpen={isOpen}
      onClose={close}
      testId="share-collection-dialog"
    >
      <section className={styles.dialogSection} aria-labelledby={`${searchId}-title`}>
        <h3 id={`${searchId}-title`} className={styles.dialogSectionTitle}>
          Send it to people
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
        {found !== null && listed.length === 0 ? (
          <p role="status" className={styles.muted}>
            Nobody found.
          </p>
        ) : null}
        {listed.length > 0 ? (
          <ul className={styles.results} aria-label="People to share with">
            {listed.map((person) => {
              const state = standing(person);
              const isOn = isChosen(person);
              return (
                <li key={person.uid} className={styles.result}>
                  {canShareWith(person) ? (
                    <label className={styles.checkbox}>
                      <input
                        type="checkbox"
                        checked={isOn}
                        disabled={isSending || (!isOn && chosen.length >= MAX_CHOSEN)}
                        onChange={() => toggle(person)}
                      />
                      <PersonLine person={person} />
                    </label>
                  ) : (
                    <PersonLine person={person} />
                  )}
                  {state ? <span className={styles.muted}>{state}</span> : null}
                </li>
              );
            })}
          </ul>
        ) : null}
        {error ? (
          <p role="alert" className={styles.error}>
            Could not share it: {error}
          </p>
        ) : null}
        <button
          type="button"
          className="button"
          disabled={isSending || chosen.length === 0}
          onClick={() => void send()}
        >
          {chosen.length === 0
            ? 'Share'
            : `Share with ${chosen.length === 1 ? nameOf(chosen[0] as Receiver) : `${chosen.length} people`}`}
        </button>
      </section>
      <section className={styles.dialogSection} aria-labelledby={`${searchId}-sent`}>
        <h3 id={`${searchId}-sent`} className={styles.dialogSectionTitle}>
          Shared with
        </h3>
        {sent === null ? (
          <p className={styles.muted}>Loading…</p>
        ) : sent.length === 0 ? (
          <p className={styles.muted}>You have not shared it with anyone yet.</p>
        ) : (
          <ul className={styles.results} aria-labelledby={`${searchId}-sent`}>
            {sent.map((person) => (
              <li key={person.uid} className={styles.result}>
                <PersonLine person={person} />
                <span className={styles.muted}>{standing(person)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </ModalDialog>
  );
}
