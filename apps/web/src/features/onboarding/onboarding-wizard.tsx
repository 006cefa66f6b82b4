'use client';
/**
 * /onboarding (spec §2): username (saved with its own PATCH, spec §5), photo (signed media upload), interests
 * (PATCH /api/v1/users), people to follow (GET /api/v1/follows/suggested, POST /api/v1/follows/users), then
 * POST /api/v1/users completes onboarding and the visitor goes on to `next`. A progress list, back and next, and
 * skippable steps except the username. Each step's heading takes focus when it appears.
 */
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import {
  AccountError,
  completeOnboarding,
  followUsers,
  type OwnProfile,
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
import { FormMessage } from '@/features/auth/form-message';
import {
  describeProgress,
  firstOnboardingStep,
  ONBOARDING_STEPS,
} from '@/features/onboarding/onboarding-steps';
import { PeopleToFollow } from '@/features/onboarding/people-to-follow';
import styles from './onboarding.module.css';

const errorText = (error: unknown) =>
  error instanceof AccountError ? error.message : 'Something went wrong. Please try again.';

export function OnboardingWizard({
  profile,
  categories,
  next,
}: {
  profile: OwnProfile;
  categories: Category[];
  next: string;
}) {
  const [index, setIndex] = useState(() => firstOnboardingStep(profile));
  const [username, setUsername] = useState(profile.username ?? '');
  const [savedUsername, setSavedUsername] = useState(profile.username);
  const [photoUrl, setPhotoUrl] = useState<string | null>(
    isDefaultAvatarUrl(profile.photoURL) ? null : profile.photoURL,
  );
  const [interests, setInterests] = useState<string[]>(profile.interests);
  const [selectedPeople, setSelectedPeople] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const step = ONBOARDING_STEPS[index]!;
  const usernameStatus = useUsernameStatus(username, savedUsername);

  const go = (to: number) => {
    setError(null);
    setIndex(to);
    // A new step: move focus to its heading once it is rendered.
    window.requestAnimationFrame(() => headingRef.current?.focus());
  };

  const finish = useMutation({
    mutationFn: async () => {
      await followUsers(selectedPeople);
      await completeOnboarding();
    },
    onSuccess: () => window.location.assign(next),
    onError: (caught) => setError(errorText(caught)),
  });

  const saveStep = useMutation({
    mutationFn: async (): Promise<void> => {
      if (step.id === 'username') {
        const wanted = username.trim();
        if (wanted.toLowerCase() !== (savedUsername ?? '').toLowerCase()) {
          const saved = await updateUsername(wanted);
          setSavedUsername(saved.username);
        }
      } else if (step.id === 'avatar') {
        await updateProfile({ photoURL: photoUrl });
      } else if (step.id === 'interests') {
        await updateProfile({ interests });
      }
    },
    onSuccess: () => (index < ONBOARDING_STEPS.length - 1 ? go(index + 1) : finish.mutate()),
    onError: (caught) => setError(errorText(caught)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step.id === 'username') {
      if (!username.trim()) return setError('Pick a username to continue.');
      if (usernameStatus.state === 'invalid' || usernameStatus.state === 'taken') {
        return setError(
          usernameStatus.state === 'taken' ? 'This username is taken.' : usernameStatus.message,
        );
      }
    }
    if (step.id === 'people') return finish.mutate();
    saveStep.mutate();
  };

  const isBusy = saveStep.isPending || finish.isPending;
  const isLast = index === ONBOARDING_STEPS.length - 1;

  let body: ReactNode;
  if (step.id === 'username') {
    body = (
      <>
        <p className={styles.lead}>This is how people find and mention you. You can change it later.</p>
        <UsernameField
          id={`${id}-username`}
          value={username}
          onChange={(value) => {
            setUsername(value);
            setError(null);
          }}
          status={usernameStatus}
        />
      </>
    );
  } else if (step.id === 'avatar') {
    body = (
      <>
        <p className={styles.lead}>A photo helps friends recognise you. Or keep the default avatar.</p>
        <AvatarPicker
          name={profile.displayName ?? username}
          photoUrl={photoUrl}
          defaultPhotoUrl={isDefaultAvatarUrl(profile.photoURL) ? profile.photoURL : null}
          onChange={setPhotoUrl}
        />
      </>
    );
  } else if (step.id === 'interests') {
    body = (
      <>
        <p className={styles.lead}>Pick a few: we use them to suggest events for you.</p>
        <InterestsPicker
          legend="Your interests"
          categories={categories}
          selected={interests}
          onChange={setInterests}
        />
      </>
    );
  } else {
    body = (
      <>
        <p className={styles.lead}>See what they are interested in. Follow as many as you like.</p>
        <PeopleToFollow selected={selectedPeople} onChange={setSelectedPeople} />
      </>
    );
  }

  return (
    <div className={styles.wizard}>
      <div className={styles.progress}>
        <p className={styles.progressText}>{describeProgress(index)}</p>
        <ol className={styles.progressSteps}>
          {ONBOARDING_STEPS.map((item, position) => (
            <li
              key={item.id}
              aria-current={position === index ? 'step' : undefined}
              data-done={position < index || undefined}
            >
              <span className="visually-hidden">
                {item.title}
                {position < index ? ' (done)' : ''}
              </span>
            </li>
          ))}
        </ol>
      </div>
      <form className={styles.card} onSubmit={onSubmit} aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
          {step.title}
        </h2>
        {body}
        <FormMessage tone="error">{error}</FormMessage>
        <div className={styles.nav}>
          {index > 0 ? (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => go(index - 1)}
              disabled={isBusy}
            >
              Back
            </button>
          ) : (
            <span />
          )}
          <div className={styles.navRight}>
            {step.isSkippable ? (
              <button
                type="button"
                className={formStyles.linkButton}
                disabled={isBusy}
                onClick={() => (isLast ? finish.mutate() : go(index + 1))}
              >
                Skip
              </button>
            ) : null}
            <button type="submit" className="button" disabled={isBusy}>
              {isBusy ? 'Saving…' : isLast ? 'Finish' : 'Next'}
            </button>
          </div>
        </div>
      </form>
    </div>
  );
}
