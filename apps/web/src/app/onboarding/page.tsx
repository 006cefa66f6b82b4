import { redirect } from 'next/navigation';
import { getOwnProfile, listCategories } from '@/features/account/account.server';
import { authPageMetadata } from '@/features/auth/auth-metadata';
import { getCurrentUser } from '@/features/auth/current-user.server';
import { readNextParam, withNext } from '@/features/auth/next-path';
import { ClaimInvitation } from '@/features/invitations/claim-invitation';
import { readRememberedInvitation } from '@/features/invitations/invitation.server';
import styles from '@/features/onboarding/onboarding.module.css';
import { OnboardingWizard } from '@/features/onboarding/onboarding-wizard';

export const metadata = authPageMetadata({
  title: 'Set up your profile',
  description: 'Pick a username, a photo, your interests and people to follow on Happenings.',
  path: '/onboarding',
});

export default async function OnboardingPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const next = readNextParam((await searchParams).next);
  const user = await getCurrentUser();
  if (!user) redirect(withNext('/login', withNext('/onboarding', next)));
  const [profile, categories, invitation] = await Promise.all([
    getOwnProfile(),
    listCategories(),
    readRememberedInvitation(),
  ]);
  if (!profile) redirect(withNext('/login', withNext('/onboarding', next)));
  // Every new account (e-mail registration, phone sign-in) arrives here: the invite link that brought it, if the
  // visitor opened one, is claimed now (README: Invitations).
  return (
    <div className={styles.page}>
      {invitation ? <ClaimInvitation invitation={invitation} /> : null}
      <h1 className={styles.title}>
        Welcome{profile.displayName ? `, ${profile.displayName.split(' ')[0]}` : ''}!
      </h1>
      <p className={styles.intro}>Set up your profile in four quick steps.</p>
      <OnboardingWizard profile={profile} categories={categories} next={next} />
    </div>
  );
}
