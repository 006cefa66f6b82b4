import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn } from './sign-in-destination.ts';

describe('destinationAfterSignIn', () => {
  it('sends a profile that is not onboarded to onboarding, keeping next', () => {
    expect(destinationAfterSignIn({ onboardedAt: null }, '/event/a')).toBe('/onboarding?next=%2Fevent%2Fa');
    expect(destinationAfterSignIn({ onboardedAt: null }, '/')).toBe('/onboarding');
  });

  it('sends an onboarded profile to next', () => {
    expect(destinationAfterSignIn({ onboardedAt: '2026-11-01T00:00:00Z' }, '/event/a')).toBe('/event/a');
  });

  it('sends a missing session back to sign in', () => {
    expect(destinationAfterSignIn(null, '/u/ada')).toBe('/login?next=%2Fu%2Fada');
  });
});
