/**
 * What a tab that needs an account shows to someone signed out: why, and the way to sign in.
 */
import { useRouter } from 'expo-router';
import { StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';

export function SignInPrompt({ title, message }: { title: string; message: string }) {
  const router = useRouter();
  return (
    <View style={styles.wrap}>
      <Text style={styles.title} accessibilityRole="header">
        {title}
      </Text>
      <Text style={styles.message}>{message}</Text>
      <Button label="Sign in" onPress={() => router.push('/sign-in')} />
    </View>
  );
}

const styles = StyleSheet.create({
  wrap: { flex: 1, justifyContent: 'center', padding: spacing.xl, gap: spacing.md },
  title: { fontSize: 22, ...typography.heading, color: colors.text },
  message: { fontSize: 16, ...typography.text, color: colors.muted, marginBottom: spacing.sm },
});
