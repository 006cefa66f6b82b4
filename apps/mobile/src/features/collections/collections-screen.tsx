/**
 * Collections (spec §3, §7): the caller's shared lists with their item and people counts and the caller's role.
 * Signed out, the tab says why it needs an account.
 */
import { ActivityIndicator, FlatList, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { Screen } from '../../components/screen.tsx';
import { colors, spacing } from '../../lib/theme.ts';
import { SignInPrompt } from '../auth/sign-in-prompt.tsx';
import { useSignedIn } from '../auth/use-session.ts';
import { useMyCollections } from './collections.queries.ts';

function countLabel(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function CollectionsScreen() {
  const signedIn = useSignedIn();
  return (
    <Screen>
      {signedIn ? (
        <MyCollections />
      ) : (
        <SignInPrompt
          title="Your collections"
          message="Sign in to keep events in collections and share them with friends."
        />
      )}
    </Screen>
  );
}

function MyCollections() {
  const collections = useMyCollections(true);
  if (collections.isPending) {
    return (
      <View style={styles.center}>
        <ActivityIndicator color={colors.brand} accessibilityLabel="Loading" />
      </View>
    );
  }
  if (collections.isError && !collections.data) {
    return (
      <View style={styles.center}>
        <Text style={styles.message}>Your collections could not be loaded.</Text>
        <Button label="Try again" variant="outline" onPress={() => void collections.refetch()} />
      </View>
    );
  }
  return (
    <FlatList
      data={collections.data}
      keyExtractor={(item) => item.id}
      contentContainerStyle={styles.list}
      renderItem={({ item }) => (
        <View style={styles.row} accessible>
          <Text style={styles.name}>{item.name}</Text>
          <Text style={styles.meta}>
            {countLabel(item.itemsCount ?? item.items.length, 'item', 'items')} ·{' '}
            {countLabel(item.participantsCount, 'person', 'people')}
            {item.role === 'OWNER' ? ' · yours' : ''}
            {item.isCommunity ? ' · community' : ''}
          </Text>
        </View>
      )}
      ListEmptyComponent={
        <Text style={styles.message}>No collections yet. Save events to a collection on the website.</Text>
      }
      refreshing={collections.isRefetching}
      onRefresh={() => void collections.refetch()}
    />
  );
}

const styles = StyleSheet.create({
  center: { flex: 1, alignItems: 'center', justifyContent: 'center', gap: spacing.md, padding: spacing.xl },
  message: { fontSize: 16, color: colors.muted, textAlign: 'center', padding: spacing.lg },
  list: { padding: spacing.lg, gap: spacing.md },
  row: { padding: spacing.md, borderRadius: 12, borderWidth: 1, borderColor: colors.border, gap: 2 },
  name: { fontSize: 17, fontWeight: '700', color: colors.text },
  meta: { fontSize: 14, color: colors.muted },
});
