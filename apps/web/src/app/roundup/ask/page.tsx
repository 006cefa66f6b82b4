/**
 * /roundup/ask: "Ask the community" — a signed-in visitor asks a question others answer with recommendations.
 * Signed-out visitors are sent to sign in first and come back here. (The API never gives a roundup the slug
 * 'ask', so this page cannot hide one.)
 */
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getCurrentUser } from '@/features/auth/current-user.server';
import { AskRoundupForm } from '@/features/roundups/ask-roundup-form';
import styles from '@/features/roundups/roundups.module.css';
import { pageMetadata } from '@/lib/site-metadata';

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Ask the community',
    description: 'Ask locals for their best recommendations: restaurants, bars, events and places.',
    path: '/roundup/ask',
  }),
  robots: { index: false },
};

export default async function AskRoundupRoute() {
  if (!(await getCurrentUser())) redirect('/login?next=%2Froundup%2Fask');
  return (
    <div className={styles.page}>
      <header className={styles.question}>
        <p className={styles.eyebrow}>Roundup</p>
        <h1 className={styles.title}>Ask the community</h1>
        <p className={styles.hint}>
          Ask for the best of something and locals answer with the events and places they recommend. Everyone
          can vote for the answers they agree with.
        </p>
      </header>
      <AskRoundupForm />
    </div>
  );
}
