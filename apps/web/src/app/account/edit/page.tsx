import { redirect } from 'next/navigation';
import styles from '@/features/account/account.module.css';
import { getOwnProfile, listCategories } from '@/features/account/account.server';
import { AccountEdit } from '@/features/account/account-edit';
import { defaultAvatarUrl } from '@/features/account/avatar-url';
import { authPageMetadata } from '@/features/auth/auth-metadata';
import { getCurrentUser } from '@/features/auth/current-user.server';

export const metadata = authPageMetadata({
  title: 'Edit account',
  description: 'Edit your Happenings profile, username and e-mail preferences.',
  path: '/account/edit',
});

/** Signed-out visitors are sent to sign in on the server (issue 4 Done means). */
export default async function AccountEditPage() {
  const user = await getCurrentUser();
  if (!user) redirect('/login?next=%2Faccount%2Fedit');
  const [profile, categories] = await Promise.all([getOwnProfile(), listCategories()]);
  if (!profile) redirect('/login?next=%2Faccount%2Fedit');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Edit account</h1>
      <p className={styles.lead}>
        {profile.username ? `@${profile.username} · ` : ''}
        Your profile, username and e-mail preferences.
      </p>
      <AccountEdit profile={profile} categories={categories} defaultPhotoUrl={defaultAvatarUrl(profile)} />
    </div>
  );
}
