'use client';
/**
 * "Send to a friend" (spec §3 SHARED_EXPERIENCE): find people by username (GET /search?type=users, as the
 * collection invite dialog does), pick up to EXPERIENCE_SEND_LIMITS.recipientsPerSend of them, add a note if you
 * like, and send (POST /experiences/{id}/shares): each of them is notified, and a toast says it went. A signed-out
 * answer sends the visitor to sign in and come back; any other refusal shows the API's own message.
 */
import { EXPERIENCE_SEND_LIMITS } from '@happenings/domain/constants';
import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useEffect, useId, useState } from 'react';
import { ModalDialog } from '@/components/dialog/modal-dialog';
import { useToast } from '@/components/toast/toast-provider';
import { loginPath } from '@/features/auth/auth-paths';
import { PEOPLE_SEARCH_LIMIT, usePeopleSearch } from '@/features/people/use-people-search';
import { UserAvatar } from '@/features/profile/user-avatar';
import { getBrowserClient } from '@/lib/api-browser';
import styles from './send-to-friend.module.css';

interface Person {
  uid: string;
  username: string | null;
  displayName: string | null;
  photoURL: string | null;
}

export interface SendToFriendDialogProps {
  event: { id: string; name: string };
  /** The signed-in visitor, left out of the people found (nobody sends an event to themselves). */
  viewerId: string | null;
  isOpen: boolean;
  onClose: () => void;
}

const nameOf = (person: Person) => person.displayName || person.username || 'Someone';
const handleOf = (person: Person) => (person.username ? `@${person.username}` : nameOf(person));

/** A failed search finds nobody. */
const showNobody = (): Person[] => [];

function messageOf(error: unknown): string | null {
  const message = (error as { error?: { message?: unknown } } | undefined)?.error?.message;
  return typeof message === 'string' ? message : null;
}

export function SendToFriendDialog({ event, viewerId, isOpen, onClose }: SendToFriendDialogProps) {
  const id = useId();
  const toast = useToast();
  const router = useRouter();
  const pathname = usePathname();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Person[]>([]);
  const [note, setNote] = useState('');
  const [isSending, setIsSending] = useState(false);
  const isFull = chosen.length >= EXPERIENCE_SEND_LIMITS.recipientsPerSend;

  // A fresh dialog each time it opens.
  useEffect(() => {
    if (!isOpen) return;
    setQuery('');
    setChosen([]);
    setNote('');
  }, [isOpen]);

  const search = useCallback(
    async (text: string): Promise<Person[]> => {
      const { data } = await getBrowserClient().GET('/api/v1/search', {
        params: { query: { q: text, type: 'users', limit: PEOPLE_SEARCH_LIMIT } },
      });
      return (data?.users?.items ?? [])
        .filter((user) => user.uid && user.uid !== viewerId)
        .map((user) => ({
          uid: user.uid as string,
          username: user.username ?? null,
          displayName: user.displayName ?? null,
          photoURL: user.photoURL ?? null,
        }));
    },
    [viewerId],
  );
  const [found] = usePeopleSearch(query, isOpen, search, showNobody);

  const isChosen = (person: Person) => chosen.some((entry) => entry.uid === person.uid);
  const toggle = (person: Person) =>
    setChosen((current) =>
      current.some((entry) => entry.uid === person.uid)
        ? current.filter((entry) => entry.uid !== person.uid)
        : [...current, person],
    );

  const send = async () => {
    if (chosen.length === 0) return;
    setIsSending(true);
    try {
      const message = note.trim();
      const { data, error, response } = await getBrowserClient().POST('/api/v1/experiences/{id}/shares', {
        params: { path: { id: event.id } },
        body: { userIds: chosen.map((person) => person.uid), ...(message ? { message } : {}) },
      });
      if (response.status === 401) {
        router.push(loginPath(`${pathname}${window.location.search}`));
        return;
      }
      if (!data) {
        toast.show({
          type: 'error',
          title: 'Could not send it',
          description: messageOf(error) ?? 'Something went wrong. Try again.',
        });
        return;
      }
      const [only] = chosen;
      toast.show({
        type: 'success',
        title: chosen.length === 1 && only ? `Sent to ${handleOf(only)}` : `Sent to ${chosen.length} people`,
      });
      onClose();
    } catch {
      toast.show({
        type: 'error',
        title: 'Could not send it',
        description: 'Check your connection and try again.',
      });
    } finally {
      setIsSending(false);
    }
  };

  return (
    <ModalDialog
      title="Send to a friend"
      subtitle={event.name}
      isOpen={isOpen}
      onClose={onClose}
      testId="send-to-friend-dialog"
    >
      <form
        className={styles.form}
        onSubmit={(submitEvent) => {
          submitEvent.preventDefault();
          void send();
        }}
      >
        <label htmlFor={`${id}-search`} className={styles.label}>
          Find people by username
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className={styles.input}
          placeholder="Search people by username"
          autoComplete="off"
          value={query}
          onChange={(changeEvent) => setQuery(changeEvent.target.value)}
        />
        {found === null ? null : found.length === 0 ? (
          <p role="status" className={styles.muted}>
            Nobody found.
          </p>
        ) : (
          <ul className={styles.results} aria-label="People found">
            {found.map((person) => {
              const isOn = isChosen(person);
              return (
                <li key={person.uid} className={styles.result}>
                  <span className={styles.person}>
                    <UserAvatar photoURL={person.photoURL} name={nameOf(person)} size={32} />
                    <span className={styles.personName}>
                      {nameOf(person)}
                      {person.username ? <span className={styles.handle}>@{person.username}</span> : null}
                    </span>
                  </span>
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-pressed={isOn}
                    disabled={!isOn && isFull}
                    onClick={() => toggle(person)}
                  >
                    {isOn ? 'Added' : 'Add'}
                    <span className="visually-hidden"> {nameOf(person)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}

        {chosen.length > 0 ? (
          <ul className={styles.chosen} aria-label="Sending to">
            {chosen.map((person) => (
              <li key={person.uid} className={styles.chip}>
                {handleOf(person)}
                <button
                  type="button"
                  className={styles.chipRemove}
                  aria-label={`Remove ${nameOf(person)}`}
                  onClick={() => toggle(person)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {isFull ? (
          <p className={styles.muted}>Up to {EXPERIENCE_SEND_LIMITS.recipientsPerSend} people at a time.</p>
        ) : null}

        <label htmlFor={`${id}-note`} className={styles.label}>
          Add a note <span className={styles.muted}>(optional)</span>
        </label>
        <textarea
          id={`${id}-note`}
          className={styles.note}
          rows={3}
          maxLength={EXPERIENCE_SEND_LIMITS.messageLength}
          aria-describedby={`${id}-count`}
          value={note}
          onChange={(changeEvent) => setNote(changeEvent.target.value)}
        />
        <p id={`${id}-count`} className={styles.count}>
          {note.length} / {EXPERIENCE_SEND_LIMITS.messageLength}
        </p>

        <div className={styles.actions}>
          <button type="submit" className="button" disabled={chosen.length === 0 || isSending}>
            {chosen.length > 1 ? `Send to ${chosen.length} people` : 'Send'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
