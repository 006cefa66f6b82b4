'use client';
/**
 * What a host does with one of their events in "My events": edit it, start a new draft from it, submit a draft
 * for review, set or clear its status (spec §3 flags: Postpone shows TBA, Cancel shows CANCELED, Rescheduled says
 * it moved; spec §4), and delete it after a confirmation. Each change re-renders the list from the server.
 */
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { useToast } from '@/components/toast/toast-provider';
import { getBrowserClient } from '@/lib/api-browser';
import { canSubmitForReview, type HostedExperience } from './hosted-sections';
import styles from './my-events.module.css';

type Status = 'CANCELED' | 'POSTPONED' | 'RESCHEDULED' | null;

const STATUS_CHOICES: ReadonlyArray<{ status: Status; label: string; done: string }> = [
  { status: 'POSTPONED', label: 'Postpone (dates TBA)', done: 'postponed' },
  { status: 'RESCHEDULED', label: 'Mark as rescheduled', done: 'marked as rescheduled' },
  { status: 'CANCELED', label: 'Cancel event', done: 'canceled' },
  { status: null, label: 'Clear status', done: 'back on as planned' },
];

export function HostedEventActions({
  experience,
}: {
  experience: Pick<HostedExperience, 'id' | 'name' | 'status' | 'publishState'>;
}) {
  const router = useRouter();
  const toast = useToast();
  const [isBusy, setIsBusy] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const path = { params: { path: { id: experience.id } } };

  const run = async (what: string, action: () => Promise<{ response: Response }>) => {
    setIsBusy(true);
    try {
      const { response } = await action();
      if (!response.ok) {
        const why =
          response.status === 429
            ? 'You have made many events lately. Try again later.'
            : response.status === 401
              ? 'Your session ended. Sign in again.'
              : 'Try again.';
        toast.show({ type: 'error', title: `Could not ${what}`, description: why });
        return false;
      }
      return true;
    } catch {
      toast.show({ type: 'error', title: `Could not ${what}`, description: 'Check your connection.' });
      return false;
    } finally {
      setIsBusy(false);
    }
  };

  const setStatus = async (choice: (typeof STATUS_CHOICES)[number]) => {
    const ok = await run('change its status', () =>
      getBrowserClient().PATCH('/api/v1/experiences/{id}', { ...path, body: { status: choice.status } }),
    );
    if (!ok) return;
    toast.show({ type: 'success', title: `${experience.name} is ${choice.done}` });
    router.refresh();
  };

  const submitForReview = async () => {
    let isHeld = false;
    const ok = await run('submit it for review', async () => {
      const result = await getBrowserClient().PATCH('/api/v1/experiences/{id}', {
        ...path,
        body: { publishState: 'PENDING_REVIEW' },
      });
      isHeld = result.data?.publishState === 'PENDING_REVIEW';
      return result;
    });
    if (!ok) return;
    toast.show({
      type: 'success',
      title: isHeld ? `${experience.name} waits for an editor` : `${experience.name} was submitted`,
      description: 'You will get a notification when an editor decides.',
    });
    router.refresh();
  };

  const duplicate = async () => {
    let copyId: string | null = null;
    const ok = await run('duplicate it', async () => {
      const result = await getBrowserClient().POST('/api/v1/experiences/{id}/duplicate', path);
      copyId = result.data?.id ?? null;
      return result;
    });
    if (!ok || !copyId) return;
    toast.show({ type: 'success', title: 'A copy was saved as a draft' });
    router.push(`/event/create/${copyId}`);
  };

  const remove = async () => {
    const ok = await run('delete it', () => getBrowserClient().DELETE('/api/v1/experiences/{id}', path));
    setIsConfirmingDelete(false);
    if (!ok) return;
    toast.show({ type: 'success', title: `${experience.name} was deleted` });
    router.refresh();
  };

  const statusChoices = STATUS_CHOICES.filter((choice) =>
    choice.status === null ? experience.status !== null : choice.status !== experience.status,
  );

  return (
    <div className={styles.actions}>
      <Link
        href={`/event/create/${experience.id}`}
        className="button button-secondary"
        aria-label={`Edit ${experience.name}`}
      >
        Edit
      </Link>
      {canSubmitForReview(experience) ? (
        <button
          type="button"
          className="button button-secondary"
          disabled={isBusy}
          onClick={() => void submitForReview()}
          aria-label={`Submit for review: ${experience.name}`}
        >
          Submit for review
        </button>
      ) : null}
      <button
        type="button"
        className="button button-secondary"
        disabled={isBusy}
        onClick={() => void duplicate()}
        aria-label={`Duplicate ${experience.name}`}
      >
        Duplicate
      </button>
      <details className={styles.statusMenu}>
        <summary className="button button-secondary" aria-label={`Status of ${experience.name}`}>
          Status
        </summary>
        <ul className={styles.statusList}>
          {statusChoices.map((choice) => (
            <li key={choice.label}>
              <button
                type="button"
                className={styles.statusChoice}
                disabled={isBusy}
                onClick={(event) => {
                  event.currentTarget.closest('details')?.removeAttribute('open');
                  void setStatus(choice);
                }}
              >
                {choice.label}
              </button>
            </li>
          ))}
        </ul>
      </details>
      <button
        type="button"
        className={`button button-secondary ${styles.danger}`}
        aria-haspopup="dialog"
        disabled={isBusy}
        onClick={() => setIsConfirmingDelete(true)}
        aria-label={`Delete ${experience.name}`}
      >
        Delete
      </button>
      <ConfirmDialog
        title={`Delete ${experience.name}?`}
        body="Its page goes away for good, with the interest people marked, its place in anyone’s collections and its comments. To call it off but keep it, cancel it instead."
        confirmLabel="Delete event"
        isOpen={isConfirmingDelete}
        isBusy={isBusy}
        onConfirm={() => void remove()}
        onClose={() => setIsConfirmingDelete(false)}
      />
    </div>
  );
}
