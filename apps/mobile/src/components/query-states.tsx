/**
 * What a screen shows while its subject loads: a spinner, then the subject; "This {noun} is not available." when
 * the API answers 404 (or the address names nothing); "This {noun} could not be loaded." with Try again otherwise.
 * The screens of one subject each (place, host, post, contest) share it.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ActivityIndicator, StyleSheet, Text, View } from 'react-native';
import { isNotFound } from '../lib/api-error.ts';
import { colors, spacing, typography } from '../lib/theme.ts';
import { Button } from './button.tsx';

export function NotAvailable({ noun }: { noun: string }) {
  return <Text style={styles.message}>This {noun} is not available.</Text>;
}

export function QueryStates<Data>({
  query,
  noun,
  missing = <NotAvailable noun={noun} />,
  children,
}: {
  query: UseQueryResult<Data>;
  noun: string;
  /** Shown for a 404; a screen that sets its title there passes its own. */
  missing?: ReactNode;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <View style={styles.center}>
        <ActivityIndicator color={colors.brand} accessibilityLabel="Loading" />
      </View>
    );
  }
  if (query.data === undefined) {
    if (isNotFound(query.error)) return missing;
    return (
      <View style={styles.center}>
        <Text style={styles.message}>This {noun} could not be loaded.</Text>
        <Button label="Try again" variant="outline" onPress={() => void query.refetch()} />
      </View>
    );
  }
  return children(query.data);
}

const styles = StyleSheet.create({
  center: { flex: 1, alignItems: 'center', justifyContent: 'center', gap: spacing.md, padding: spacing.xl },
  message: {
    fontSize: 16,
    ...typography.text,
    color: colors.muted,
    textAlign: 'center',
    padding: spacing.xl,
  },
});
