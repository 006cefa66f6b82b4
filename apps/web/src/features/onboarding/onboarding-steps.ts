/**
 * The steps of onboarding (spec §2 /onboarding: username, avatar, interests, people to follow). Only the username
 * cannot be skipped: it names the profile's address.
 */
export const ONBOARDING_STEPS = [
  { id: 'username', title: 'Pick a username', isSkippable: false },
  { id: 'avatar', title: 'Add a profile photo', isSkippable: true },
  { id: 'interests', title: 'What are you into?', isSkippable: true },
  { id: 'people', title: 'Follow people', isSkippable: true },
] as const;

export type OnboardingStepId = (typeof ONBOARDING_STEPS)[number]['id'];

/** Where to start: at the username when there is none yet, else at the photo. */
export function firstOnboardingStep(profile: { username: string | null }): number {
  return profile.username ? 1 : 0;
}

/** "Step 2 of 4" */
export function describeProgress(index: number): string {
  return `Step ${index + 1} of ${ONBOARDING_STEPS.length}`;
}
