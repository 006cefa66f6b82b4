/**
 * The owner's list of the people taking part, each viewer removable after confirming (DELETE
 * /collections/{id}/participants/{userId}): from a private collection they lose it at once and only a new invite
 * brings them back; a community collection they may still find and join again.
 */
import { useState } from 'react';
import { ActivityIndicator, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useToast } from '../toast/toast-provider.tsx';
import { useCollectionParticipants } from './collection.queries.ts';
import type { CollectionDetail, CollectionParticipant } from './collection.types.ts';
import { useRemovePerson } from './collection-owner.queries.ts';
import { failureDescription } from './failure-description.ts';
import { personName } from './person-name.ts';
import { PersonRow } from './person-row.tsx';

export function PeopleInCollection({ collection }: { collection: CollectionDetail }) {
  const participants = useCollectionParticipants(collection.id);
  const viewers = (participants.data?.items ?? []).filter((person) => person.role === 'VIEWER');
  return (
    <View style={styles.section} testID="people-in-collection">
      <Text style={styles.heading} accessibilityRole="header">
        In the collection
      </Text>
      {participants.isPending ? (
        <ActivityIndicator color={colors.brand} accessibilityLabel="Loading people" />
      ) : !participants.data ? (
        <Text style={styles.muted}>The people in it could not be loaded.</Text>
      ) : viewers.length === 0 ? (
        <Text style={styles.muted}>Nobody else is in it yet.</Text>
      ) : (
        viewers.map((person) => (
          <Viewer key={person.uid ?? String(person.id)} person={person} collection={collection} />
        ))
      )}
    </View>
  );
}

function Viewer({ person, collection }: { person: CollectionParticipant; collection: CollectionDetail }) {
  const toast = useToast();
  const remove = useRemovePerson(collection.id);
  const [confirming, setConfirming] = useState(false);
  const name = personName(person, 'A member');
  const uid = person.uid;
  if (!uid) return <PersonRow person={person} />;

  const confirm = () =>
    remove.mutate(uid, {
      onSuccess: () => toast.show({ title: `Removed ${name}`, type: 'success' }),
      onError: (error) => {
        const description = failureDescription(error);
        if (description) toast.show({ title: 'Could not remove them', description, type: 'error' });
      },
    });

  return (
    <View style={styles.viewer}>
      <PersonRow person={person}>
        {confirming ? null : (
          <Button
            label="Remove"
            variant="outline"
            accessibilityLabel={`Remove ${name} from this collection`}
            onPress={() => setConfirming(true)}
          />
        )}
      </PersonRow>
      {confirming ? (
        <View style={styles.confirm} accessibilityRole="alert">
          <Text style={styles.confirmTitle}>Remove {name}?</Text>
          <Text style={styles.muted}>
            {collection.isCommunity
              ? `They leave ${collection.name}; as it is a community collection they can still find it and join again.`
              : `They leave ${collection.name} and no longer see it. Invite them again to bring them back.`}
          </Text>
          <View style={styles.buttons}>
            <Button
              label="Remove"
              accessibilityLabel={`Remove ${name}`}
              busy={remove.isPending}
              onPress={confirm}
            />
            <Button
              label="Cancel"
              variant="outline"
              disabled={remove.isPending}
              onPress={() => setConfirming(false)}
            />
          </View>
        </View>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  section: { gap: spacing.sm, paddingTop: spacing.lg },
  heading: { fontSize: 18, ...typography.heading, color: colors.text },
  muted: { fontSize: 14, ...typography.text, color: colors.muted },
  viewer: { gap: spacing.xs },
  confirm: {
    gap: spacing.sm,
    padding: spacing.md,
    borderRadius: 12,
    borderWidth: 1,
    borderColor: colors.border,
  },
  confirmTitle: { fontSize: 17, ...typography.heading, color: colors.text },
  buttons: { flexDirection: 'row', gap: spacing.sm, flexWrap: 'wrap' },
});
