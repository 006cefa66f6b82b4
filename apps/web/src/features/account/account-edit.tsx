'use client';
import { LOCATION_LIST, type LocationSlug } from '@happenings/domain/locations';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useToast } from '@/components/toast/toast-provider';
import {
  AccountError,
  type OwnProfile,
  setEmailMarketing,
  updateProfile,
  updateUsername,
  useUsernameStatus,
} from '@/features/account/account.data';
import type { Category } from '@/features/account/account.server';
import { AvatarPicker } from '@/features/account/avatar-picker';
import { isDefaultAvatarUrl } from '@/features/account/avatar-url';
import { InterestsPicker } from '@/features/account/interests-picker';
import { UsernameField } from '@/features/account/username-field';
import formStyles from '@/features/auth/form.module.css';
import { signOutAndGoHome } from '@/features/auth/sign-out';
/**
 * /account/edit: the profile (display name, bio, home location, interests, photo: PATCH /api/v1/users), the
 * username in a form of its own (spec §5), the e-mail marketing choice (POST /api/v1/users/email-marketing), the
 * notification preferences and sign out. Results come back as toasts.
 */
import { PrivateFeedPanel } from '@/features/calendar-feeds/private-feed-panel';
import { NewsletterCitiesForm } from '@/features/newsletter/newsletter-cities-form';
import { NotificationPreferencesForm } from '@/features/notifications/notification-preferences-form';
import type { NotificationPreference } from '@/features/notifications/notifications.data';
import styles from './account.module.css';

const errorText = (error: unknown) =>
  error instanceof AccountError ? error.message : 'Something went wrong. Please try again.';

export function AccountEdit({
  profile,
  categories,
  defaultPhotoUrl,
  notificationPreferences,
}: {
  profile: OwnProfile;
  categories: Category[];
  /** The default avatar (spec §7) shown when the user has no photo. */
  defaultPhotoUrl: string | null;
  /** Null when they could not be loaded. */
  notificationPreferences: NotificationPreference[] | null;
}) {
  return (
    <>
      <ProfileForm profile={profile} categories={categories} defaultPhotoUrl={defaultPhotoUrl} />
      <UsernameForm profile={profile} />
      <EmailForm profile={profile} />
      <section className={styles.section} aria-labelledby="notifications-title">
        <h2 id="notifications-title" className={styles.sectionTitle}>
          Notification preferences
        </h2>
        <p className={styles.sectionLead}>Choose what reaches you in the app and by e-mail.</p>
        {notificationPreferences ? (
          <NotificationPreferencesForm initial={notificationPreferences} actionsClassName={styles.actions} />
        ) : (
          <p role="alert">Your notification preferences could not be loaded. Reload the page to try again.</p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="newsletter-title">
        <h2 id="newsletter-title" className={styles.sectionTitle}>
          Newsletter
        </h2>
        <p className={styles.sectionLead}>The weekly e-mail of the cities you choose.</p>
        <NewsletterCitiesForm source={{ kind: 'member' }} />
      </section>
      <section className={styles.section} aria-labelledby="calendar-feed-title">
        <h2 id="calendar-feed-title" className={styles.sectionTitle}>
          What you're interested in, in your calendar
        </h2>
        <PrivateFeedPanel target={{ kind: 'interested' }} what="the events you're interested in" />
      </section>
      <section className={styles.section} aria-labelledby="sign-out-title">
        <div className={styles.dangerZone}>
          <div>
            <h2 id="sign-out-title" className={styles.sectionTitle}>
              Sign out
            </h2>
            <p className={styles.sectionLead} style={{ margin: 0 }}>
              Sign out of Happenings on this browser.
            </p>
          </div>
          <button type="button" className="button button-secondary" onClick={signOutAndGoHome}>
            Sign out
          </button>
        </div>
      </section>
    </>
  );
}

function ProfileForm({
  profile,
  categories,
  defaultPhotoUrl,
}: {
  profile: OwnProfile;
  categories: Category[];
  defaultPhotoUrl: string | null;
}) {
  const id = useId();
  const toast = useToast();
  const hasOwnPhoto = !isDefaultAvatarUrl(profile.photoURL);
  const [displayName, setDisplayName] = useState(profile.displayName ?? '');
  const [bio, setBio] = useState(profile.bio ?? '');
  const [location, setLocation] = useState<LocationSlug | ''>(profile.location ?? '');
  const [interests, setInterests] = useState<string[]>(profile.interests);
  const [photoUrl, setPhotoUrl] = useState<string | null>(hasOwnPhoto ? profile.photoURL : null);
  const save = useMutation({
    mutationFn: () =>
      updateProfile({
        displayName: displayName.trim(),
        bio: bio.trim() === '' ? null : bio.trim(),
        location: location === '' ? null : location,
        interests,
        ...(photoUrl !== (hasOwnPhoto ? profile.photoURL : null) ? { photoURL: photoUrl } : {}),
      }),
    onSuccess: () => toast.show({ type: 'success', title: 'Profile saved' }),
    onError: (error) => toast.show({ type: 'error', title: 'Not saved', description: errorText(error) }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Profile
      </h2>
      <p className={styles.sectionLead}>What people see on your profile.</p>
      <form className={formStyles.form} onSubmit={onSubmit}>
        <AvatarPicker
          name={displayName || profile.username || ''}
          photoUrl={photoUrl}
          defaultPhotoUrl={defaultPhotoUrl}
          onChange={setPhotoUrl}
        />
        <div className={formStyles.field}>
          <label htmlFor={`${id}-name`} className={formStyles.label}>
            Display name
          </label>
          <input
            id={`${id}-name`}
            name="displayName"
            className={formStyles.input}
            autoComplete="name"
            required
            maxLength={80}
            value={displayName}
            onChange={(event) => setDisplayName(event.target.value)}
          />
        </div>
        <div className={formStyles.field}>
          <label htmlFor={`${id}-bio`} className={formStyles.label}>
            Bio <span className={formStyles.optional}>(optional)</span>
          </label>
          <textarea
            id={`${id}-bio`}
            name="bio"
            className={formStyles.textarea}
            maxLength={500}
            rows={4}
            value={bio}
            onChange={(event) => setBio(event.target.value)}
            aria-describedby={`${id}-bio-count`}
          />
          <p id={`${id}-bio-count`} className={formStyles.hint}>
            {bio.length}/500 characters
          </p>
        </div>
        <div className={formStyles.field}>
          <label htmlFor={`${id}-location`} className={formStyles.label}>
            Home city
          </label>
          <select
            id={`${id}-location`}
            name="location"
            className={formStyles.select}
            value={location}
            onChange={(event) => setLocation(event.target.value as LocationSlug | '')}
          >
            <option value="">Not set</option>
            {LOCATION_LIST.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <InterestsPicker
          legend="Interests"
          categories={categories}
          selected={interests}
          onChange={setInterests}
        />
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save profile'}
          </button>
        </div>
      </form>
    </section>
  );
}

function UsernameForm({ profile }: { profile: OwnProfile }) {
  const id = useId();
  const toast = useToast();
  const [current, setCurrent] = useState(profile.username);
  const [username, setUsername] = useState(profile.username ?? '');
  const [error, setError] = useState<string | null>(null);
  const status = useUsernameStatus(username, current);
  const save = useMutation({
    mutationFn: () => updateUsername(username.trim()),
    onSuccess: (saved) => {
      setCurrent(saved.username);
      setError(null);
      toast.show({
        type: 'success',
        title: 'Username saved',
        description: `You are now @${saved.username}.`,
      });
    },
    onError: (caught) => {
      setError(errorText(caught));
      toast.show({ type: 'error', title: 'Username not saved', description: errorText(caught) });
    },
  });
  const canSave = status.state === 'available';

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Username
      </h2>
      <p className={styles.sectionLead}>Changing it changes the address of your profile.</p>
      <form
        className={formStyles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (canSave) save.mutate();
        }}
      >
        <UsernameField
          id={`${id}-username`}
          value={username}
          onChange={(value) => {
            setUsername(value);
            setError(null);
          }}
          status={status}
          error={error}
        />
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={!canSave || save.isPending}>
            {save.isPending ? 'Saving…' : 'Save username'}
          </button>
        </div>
      </form>
    </section>
  );
}

function EmailForm({ profile }: { profile: OwnProfile }) {
  const id = useId();
  const toast = useToast();
  const [isSubscribed, setIsSubscribed] = useState(profile.acceptsEmailMarketing);
  const save = useMutation({
    mutationFn: (subscribed: boolean) => setEmailMarketing(subscribed),
    onSuccess: (newsletter, subscribed) =>
      toast.show({
        type: 'success',
        title: !subscribed
          ? 'Unsubscribed'
          : newsletter === 'pending'
            ? 'Check your inbox to confirm'
            : 'Subscribed',
        description: !subscribed
          ? 'You will not get marketing e-mails any more.'
          : newsletter === 'pending'
            ? 'We sent a link to your e-mail address: our picks start once you follow it.'
            : 'You will get our picks of things to do by e-mail.',
      }),
    onError: (error, subscribed) => {
      setIsSubscribed(!subscribed);
      toast.show({ type: 'error', title: 'Not saved', description: errorText(error) });
    },
  });

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        E-mail
      </h2>
      <p className={styles.sectionLead}>
        {profile.email ? (
          <>
            Signed in as <strong>{profile.email}</strong>
            {profile.emailVerified ? '' : ' (not verified yet)'}.
          </>
        ) : (
          'Add an e-mail address to get our picks.'
        )}
      </p>
      <label className={formStyles.checkbox}>
        <input
          type="checkbox"
          name="acceptsEmailMarketing"
          checked={isSubscribed}
          disabled={save.isPending}
          onChange={(event) => {
            setIsSubscribed(event.target.checked);
            save.mutate(event.target.checked);
          }}
        />
        <span>Send me the weekly picks of things to do and news from Happenings.</span>
      </label>
    </section>
  );
}
