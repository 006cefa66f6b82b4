/**
 * A titled part of a form screen (account, onboarding), with a line saying what it is for.
 */
import type { ReactNode } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { colors, spacing, typography } from '../../lib/theme.ts';

export function FormSection({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <View style={styles.section}>
      <Text style={styles.title} accessibilityRole="header">
        {title}
      </Text>
      {lead ? <Text style={styles.lead}>{lead}</Text> : null}
      {children}
    </View>
  );
}

const styles = StyleSheet.create({
  section: { gap: spacing.lg },
  title: { fontSize: 22, ...typography.heading, color: colors.text },
  lead: { fontSize: 15, ...typography.text, color: colors.muted, marginTop: -spacing.sm },
});
