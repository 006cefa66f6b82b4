'use client';
/**
 * "Delete" on one's own post page: asks first (the post, its picture and its interest marks go for good), then
 * leaves for what the post was about (or the author's profile), where the lists no longer hold it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { getBrowserClient } from '@/lib/api-browser';
import styles from './posts.module.css';

export function DeletePostButton({ postId, leaveTo }: { postId: string; leaveTo: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [isAsking, setIsAsking] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const remove = async () => {
    setIsDeleting(true);
    setError(null);
    try {
      const { response } = await getBrowserClient().DELETE('/api/v1/posts/{id}', {
        params: { path: { id: postId } },
      });
      // 404: it is gone already, which is what was asked.
      if (!response.ok && response.status !== 404) {
        setError('Not deleted. Try again.');
        return;
      }
      await queryClient.invalidateQueries({ queryKey: ['posts'] });
      router.replace(leaveTo);
      router.refresh();
    } catch {
      setError('Not deleted. Check your connection and try again.');
    } finally {
      setIsDeleting(false);
    }
  };

  if (!isAsking) {
    return (
      <button type="button" className={styles.dangerButton} onClick={() => setIsAsking(true)}>
        Delete
      </button>
    );
  }
  return (
    <fieldset className={styles.confirm}>
      <legend className={styles.confirmText}>Delete this post for good?</legend>
      <button type="button" className={styles.dangerButton} onClick={remove} disabled={isDeleting}>
        {isDeleting ? 'Deleting…' : 'Yes, delete it'}
      </button>
      <button type="button" className="button button-secondary" onClick={() => setIsAsking(false)}>
        Keep it
      </button>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
