'use client';
/**
 * "Invite to go" (spec §3 INVITED_TO_EXPERIENCE, "X invited you to go to …"): pick people you follow (narrowed by
 * name as you type), up to EXPERIENCE_SEND_LIMITS.recipientsPerSend at a time, add a note if you like, and send
 * (POST /experiences/{id}/invites). Each of them is notified and opens the event from their notifications. Where
 * "Send to a friend" only passes an event on, this asks them to come along.
 */
import { EXPERIENCE_SEND_LIMITS } from '@happenings/domain/constants';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { ModalDialog } from '@/components/dialog/modal-dialog';
import { useToast } from '@/components/toast/toast-provider';
import { loginPath } from '@/features/auth/auth-paths';
import { UserAvatar } from '@/features/profile/user-avatar';
import { getBrowserClient } from '@/lib/api-browser';
import styles from './invite-to-go.module.css';
import { matchesPerson } from './person-filter';
import { type FollowedPerson, PeopleNotLoaded, usePeopleYouFollow } from './use-people-you-follow';

export interface InviteToGoDialogProps {
  event: { id: string; name: string };
  isOpen: boolean;
  onClose: () => void;
}

const nameOf = (person: FollowedPerson) => person.displayName || person.username || 'Someone';

function messageOf(error: unknown): string | null {
  const message = (error as { error?: { message?: unknown } } | undefined)?.error?.message;
  return typeof message === 'string' ? message : null;
}

export function InviteToGoDialog({ event, isOpen, onClose }: InviteToGoDialogProps) {
  const id = useId();
  const toast = useToast();
  const router = useRouter();
  const pathname = usePathname();
  const people = usePeopleYouFollow(isOpen);
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [note, setNote] = useState('');
  const [isSending, setIsSending] = useState(false);
  const isFull = chosen.size >= EXPERIENCE_SEND_LIMITS.recipientsPerSend;

  // A fresh dialog each time it opens.
  useEffect(() => {
    if (!isOpen) return;
    setFilter('');
    setChosen(new Set());
    setNote('');
  }, [isOpen]);

  // A signed-out answer (the session ended) sends them to sign in and come back.
  const isSignedOut = people.error instanceof PeopleNotLoaded && people.error.status === 401;
  useEffect(() => {
    if (isOpen && isSignedOut) router.push(loginPath(`${pathname}${window.location.search}`));
  }, [isOpen, isSignedOut, router, pathname]);

  const shown = useMemo(
    () => (people.data ?? []).filter((person) => matchesPerson(person, filter)),
    [people.data, filter],
  );

  const toggle = (uid: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(uid)) next.add(uid);
      return next;
    });

  const send = async (submitEvent: FormEvent<HTMLFormElement>) => {
    submitEvent.preventDefault();
    if (chosen.size === 0) return;
    setIsSending(true);
    try {
      const message = note.trim();
      const { data, error, response } = await getBrowserClient().POST('/api/v1/experiences/{id}/invites', {
        params: { path: { id: event.id } },
        body: { userIds: [...chosen], ...(message ? { message } : {}) },
      });
      if (response.status === 401) {
        router.push(loginPath(`${pathname}${window.location.search}`));
        return;
      }
      if (!data) {
        toast.show({
          type: 'error',
          title: 'Could not send the invite',
          description: messageOf(error) ?? 'Something went wrong. Try again.',
        });
        return;
      }
      const [only] = data.recipients;
      toast.show({
        type: 'success',
        title:
          data.recipients.length === 1 && only
            ? `Invited ${only.displayName || (only.username ? `@${only.username}` : 'them')}`
            : `Invited ${data.recipients.length} people`,
      });
      onClose();
    } catch {
      toast.show({
        type: 'error',
        title: 'Could not send the invite',
        description: 'Check your connection and try again.',
      });
    } finally {
      setIsSending(false);
    }
  };

  const list = people.isPending ? (
    <p role="status" className={styles.muted}>
      Loading the people you follow…
    </p>
  ) : people.isError ? (
    <p role="alert" className={styles.muted}>
      Could not load the people you follow. Close this and try again.
    </p>
  ) : people.data.length === 0 ? (
    <p className={styles.muted}>
      You do not follow anyone yet. Follow people from their profiles (or <Link href="/search">search</Link>)
      to invite them.
    </p>
  ) : shown.length === 0 ? (
    <p role="status" className={styles.muted}>
      Nobody you follow matches “{filter.trim()}”.
    </p>
  ) : (
    <fieldset className={styles.people}>
      <legend className="visually-hidden">People you follow</legend>
      <ul className={styles.list}>
        {shown.map((person) => {
          const isOn = chosen.has(person.uid);
          return (
            <li key={person.uid}>
              <label className={styles.person}>
                <input
                  type="checkbox"
                  checked={isOn}
                  disabled={!isOn && isFull}
                  onChange={() => toggle(person.uid)}
                />
                <UserAvatar photoURL={person.photoURL ?? null} name={nameOf(person)} size={32} />
                <span className={styles.personName}>
                  {nameOf(person)}
                  {person.username ? <span className={styles.handle}>@{person.username}</span> : null}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );

  return (
    <ModalDialog
      title="Invite to go"
      subtitle={event.name}
      isOpen={isOpen}
      onClose={onClose}
      testId="invite-to-go-dialog"
    >
      <form className={styles.form} onSubmit={(submitEvent) => void send(submitEvent)}>
        <label htmlFor={`${id}-filter`} className={styles.label}>
          People you follow
        </label>
        <input
          id={`${id}-filter`}
          type="search"
          className={styles.input}
          placeholder="Filter by name"
          autoComplete="off"
          value={filter}
          onChange={(changeEvent) => setFilter(changeEvent.target.value)}
        />
        {list}
        <p className={styles.muted} aria-live="polite">
          {chosen.size === 0
            ? 'Pick who to invite.'
            : `${chosen.size} picked${isFull ? ` (up to ${EXPERIENCE_SEND_LIMITS.recipientsPerSend} at a time)` : ''}.`}
        </p>
        <label htmlFor={`${id}-note`} className={styles.label}>
          Add a note <span className={styles.muted}>(optional)</span>
        </label>
        <textarea
          id={`${id}-note`}
          className={styles.note}
          rows={3}
          maxLength={EXPERIENCE_SEND_LIMITS.messageLength}
          placeholder="Want to come with me?"
          value={note}
          onChange={(changeEvent) => setNote(changeEvent.target.value)}
        />
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={chosen.size === 0 || isSending}>
            {chosen.size > 1 ? `Invite ${chosen.size} people` : 'Send invite'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
