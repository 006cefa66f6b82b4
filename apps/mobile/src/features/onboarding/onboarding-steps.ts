/**
 * The steps of onboarding in the app (spec §2 /onboarding): the website's, less the photo, which needs an image
 * picker the app does not have. Only the username cannot be skipped: it names the profile's address.
 */
export const ONBOARDING_STEPS = [
  { id: 'username', title: 'Pick a username', isSkippable: false },
  { id: 'interests', title: 'What are you into?', isSkippable: true },
  { id: 'people', title: 'Follow people', isSkippable: true },
] as const;

export type OnboardingStepId = (typeof ONBOARDING_STEPS)[number]['id'];

/** Where to start: at the username when there is none yet, else at the interests. */
export function firstOnboardingStep(profile: { username: string | null }): number {
  return profile.username ? 1 : 0;
}

/** "Step 2 of 3" */
export function describeProgress(index: number): string {
  return `Step ${index + 1} of ${ONBOARDING_STEPS.length}`;
}
