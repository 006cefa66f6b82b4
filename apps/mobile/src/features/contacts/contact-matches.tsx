/**
 * The members found among the synced contacts, fifty at a time, each with a Follow button; none found says
 * that the person will hear when one joins (spec §3 CONTACT_JOINED_APP).
 */
import { ActivityIndicator, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { ContactRow } from './contact-row.tsx';
import { useContactCount, useContactMatches } from './contacts.queries.ts';

export function ContactMatches({ onSyncAgain, busy }: { onSyncAgain: (() => void) | null; busy: boolean }) {
  const count = useContactCount();
  const { query, matches } = useContactMatches(true);
  const total = count.data ?? matches.length;

  return (
    <View style={styles.wrap}>
      <Text style={styles.title} accessibilityRole="header">
        Your contacts on Happenings
      </Text>
      {query.isPending ? (
        <ActivityIndicator color={colors.brand} accessibilityLabel="Loading" />
      ) : query.isError ? (
        <View style={styles.wrap}>
          <Text style={styles.text}>The people you know could not be loaded.</Text>
          <Button label="Try again" variant="outline" onPress={() => void query.refetch()} />
        </View>
      ) : matches.length === 0 ? (
        <Text style={styles.text}>
          None of your contacts use Happenings yet. We will tell you when one of them joins.
        </Text>
      ) : (
        <>
          <Text style={styles.text}>
            {total === 1 ? '1 person you know uses Happenings.' : `${total} people you know use Happenings.`}
          </Text>
          <View>
            {matches.map((match) => (
              <ContactRow key={match.user.uid ?? match.user.id} match={match} />
            ))}
          </View>
          {query.hasNextPage ? (
            <Button
              label="Show more"
              variant="outline"
              onPress={() => void query.fetchNextPage()}
              busy={query.isFetchingNextPage}
            />
          ) : null}
        </>
      )}
      {onSyncAgain ? (
        <Button
          label="Sync contacts again"
          variant="outline"
          onPress={onSyncAgain}
          busy={busy}
          accessibilityHint="Looks through your contacts again, for people added since"
        />
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  wrap: { gap: spacing.md },
  title: { fontSize: 24, ...typography.heading, color: colors.text },
  text: { fontSize: 16, ...typography.text, color: colors.text },
});
