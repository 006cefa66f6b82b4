import { redirect } from 'next/navigation';
import styles from '@/features/account/account.module.css';
import { getOwnProfile, listCategories } from '@/features/account/account.server';
import { AccountEdit } from '@/features/account/account-edit';
import { defaultAvatarUrl } from '@/features/account/avatar-url';
import { authPageMetadata } from '@/features/auth/auth-metadata';
import { getCurrentUser } from '@/features/auth/current-user.server';
import { getNotificationPreferences } from '@/features/notifications/notifications.server';

export const metadata = authPageMetadata({
  title: 'Edit account',
  description: 'Edit your Happenings profile, username, e-mail and notification preferences.',
  path: '/account/edit',
});

/** Signed-out visitors are sent to sign in on the server (issue 4 Done means). */
export default async function AccountEditPage() {
  const user = await getCurrentUser();
  if (!user) redirect('/login?next=%2Faccount%2Fedit');
  const [profile, categories, notificationPreferences] = await Promise.all([
    getOwnProfile(),
    listCategories(),
    getNotificationPreferences(),
  ]);
  if (!profile) redirect('/login?next=%2Faccount%2Fedit');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Edit account</h1>
      <p className={styles.lead}>
        {profile.username ? `@${profile.username} · ` : ''}
        Your profile, username, e-mail and notification preferences.
      </p>
      <AccountEdit
        profile={profile}
        categories={categories}
        defaultPhotoUrl={defaultAvatarUrl(profile)}
        notificationPreferences={notificationPreferences}
      />
    </div>
  );
}
