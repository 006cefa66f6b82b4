import { describe, expect, it } from 'vitest';
import { describeProgress, firstOnboardingStep, ONBOARDING_STEPS } from './onboarding-steps.ts';

describe('onboarding steps', () => {
  it('lets every step but the username be skipped', () => {
    expect(ONBOARDING_STEPS.filter((step) => !step.isSkippable).map((step) => step.id)).toEqual(['username']);
  });

  it('starts at the username until there is one', () => {
    expect(firstOnboardingStep({ username: null })).toBe(0);
    expect(firstOnboardingStep({ username: 'ada' })).toBe(1);
  });

  it('describes progress', () => {
    expect(describeProgress(1)).toBe('Step 2 of 4');
  });
});
