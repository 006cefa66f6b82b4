/**
 * The frame of the owner's and sharer's screens of one collection (edit, invite, share): it reads the collection
 * from the route's id, says so when it is hidden or gone, and otherwise hands it to the screen, which decides from
 * the caller's role what they may do.
 */
import { useLocalSearchParams } from 'expo-router';
import type { ReactNode } from 'react';
import { ActivityIndicator, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { Screen } from '../../components/screen.tsx';
import { isNotFound } from '../../lib/api-error.ts';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useCollection } from './collection.queries.ts';
import type { CollectionDetail } from './collection.types.ts';
import { COLLECTION_ID, UNAVAILABLE_TEXT } from './collection-screen.tsx';

export function CollectionGate({ children }: { children: (collection: CollectionDetail) => ReactNode }) {
  const { id } = useLocalSearchParams<{ id: string }>();
  const valid = typeof id === 'string' && COLLECTION_ID.test(id);
  return <Screen>{valid ? <Loader id={id}>{children}</Loader> : <Notice text={UNAVAILABLE_TEXT} />}</Screen>;
}

function Loader({ id, children }: { id: string; children: (collection: CollectionDetail) => ReactNode }) {
  const collection = useCollection(id);
  if (collection.isPending) {
    return (
      <View style={styles.center}>
        <ActivityIndicator color={colors.brand} accessibilityLabel="Loading" />
      </View>
    );
  }
  if (!collection.data) {
    if (isNotFound(collection.error)) return <Notice text={UNAVAILABLE_TEXT} />;
    return (
      <Notice text="This collection could not be loaded.">
        <Button label="Try again" variant="outline" onPress={() => void collection.refetch()} />
      </Notice>
    );
  }
  return children(collection.data);
}

/** A sentence in the middle of the screen, with what to do next. */
export function Notice({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <View style={styles.center}>
      <Text style={styles.message} accessibilityRole="header">
        {text}
      </Text>
      {children}
    </View>
  );
}

const styles = StyleSheet.create({
  center: { flex: 1, alignItems: 'center', justifyContent: 'center', gap: spacing.md, padding: spacing.xl },
  message: { fontSize: 16, ...typography.text, color: colors.muted, textAlign: 'center' },
});
