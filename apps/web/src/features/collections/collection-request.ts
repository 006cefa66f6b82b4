'use client';
/**
 * One way for the collection screens to call the API from the browser: a signed-out answer (401) sends the visitor
 * to sign in and come back here; any other refusal shows the API's own message (spec §8 error shape) in a toast.
 */
import { usePathname, useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useToast } from '@/components/toast/toast-provider';
import { loginPath } from '@/features/auth/auth-paths';

interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Thrown after the visitor was sent away or told what went wrong; callers only stop (or repeat `reason`). */
export class RequestHandled extends Error {
  /** What the visitor was told, for a dialog to show beside its controls; null when they were sent away. */
  readonly reason: string | null;
  constructor(what: string, reason: string | null = null) {
    super(what);
    this.reason = reason;
  }
}

/** For a catch: a refusal the visitor was already told about ends here; anything else is a bug and goes on. */
export function ignoreHandled(error: unknown): undefined {
  if (!(error instanceof RequestHandled)) throw error;
  return undefined;
}

function messageOf(error: unknown): string | null {
  const message = (error as { error?: { message?: unknown } } | undefined)?.error?.message;
  return typeof message === 'string' ? message : null;
}

export function useCollectionRequest() {
  const router = useRouter();
  const pathname = usePathname();
  const toast = useToast();
  return useCallback(
    async <T>(what: string, request: () => Promise<Answer<T>>): Promise<T> => {
      let answer: Answer<T>;
      try {
        answer = await request();
      } catch {
        const reason = 'Check your connection and try again.';
        toast.show({ type: 'error', title: `Could not ${what}`, description: reason });
        throw new RequestHandled(what, reason);
      }
      if (answer.response.status === 401) {
        router.push(loginPath(`${pathname}${window.location.search}`));
        throw new RequestHandled(what);
      }
      if (!answer.response.ok) {
        const reason = messageOf(answer.error) ?? 'Something went wrong. Try again.';
        toast.show({ type: 'error', title: `Could not ${what}`, description: reason });
        throw new RequestHandled(what, reason);
      }
      return answer.data as T;
    },
    [router, pathname, toast],
  );
}
