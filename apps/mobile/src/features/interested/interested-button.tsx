/**
 * "Interested" on the event screen: pressed state and the count of interested people. Signed out, it opens
 * sign-in instead.
 */
import { useRouter } from 'expo-router';
import { Pressable, StyleSheet, Text } from 'react-native';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useSignedIn } from '../auth/use-session.ts';
import type { ExperienceDetail } from '../experiences/experience.types.ts';
import { interestOf, useInterestToggle } from './use-interest.ts';

/** '1 interested', '1.2k interested'. */
export function interestedLabel(count: number): string {
  if (count >= 1000) return `${Math.round(count / 100) / 10}k interested`;
  return `${count} interested`;
}

export function InterestedButton({ event }: { event: ExperienceDetail }) {
  const router = useRouter();
  const signedIn = useSignedIn();
  const toggle = useInterestToggle(event);
  const state = interestOf(event);

  const onPress = () => {
    if (!signedIn) {
      router.push('/sign-in');
      return;
    }
    toggle.mutate({
      isInterested: !state.isInterested,
      count: Math.max(0, state.count + (state.isInterested ? -1 : 1)),
    });
  };

  return (
    <Pressable
      accessibilityRole="button"
      accessibilityLabel="Interested"
      aria-selected={state.isInterested}
      aria-busy={toggle.isPending}
      accessibilityHint={signedIn ? undefined : 'Opens sign-in'}
      onPress={onPress}
      style={({ pressed }) => [styles.button, state.isInterested && styles.on, pressed && styles.pressed]}
      testID="interested-button"
    >
      <Text style={[styles.label, state.isInterested && styles.onLabel]}>
        {state.isInterested ? '★ Interested' : '☆ Interested'}
      </Text>
      <Text style={[styles.count, state.isInterested && styles.onLabel]} testID="interested-count">
        {interestedLabel(state.count)}
      </Text>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  button: {
    minHeight: 44,
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: spacing.md,
    paddingHorizontal: spacing.lg,
    borderRadius: 22,
    borderWidth: 1.5,
    borderColor: colors.brand,
  },
  on: { backgroundColor: colors.brand },
  pressed: { opacity: 0.8 },
  label: { fontSize: 16, ...typography.strong, color: colors.brand },
  count: { fontSize: 15, ...typography.text, color: colors.brand },
  onLabel: { color: colors.onBrand },
});
