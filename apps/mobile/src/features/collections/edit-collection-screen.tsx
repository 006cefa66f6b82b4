/**
 * The owner's "Edit details" (the website's dialog of the same name, PUT /api/v1/collections/{id}): the name (1 to
 * COLLECTION_LIMITS.nameLength characters), a description, and who can see it: private (only the people in it) or
 * community (anyone can find, join and share it). Only what changed is sent. Below, deleting the collection, after
 * confirming: its items, invites and links go with it, for everyone in it. Anyone but the owner is told the API's
 * rule instead of a form.
 */
import { COLLECTION_LIMITS } from '@happenings/domain/constants';
import { Stack, useRouter } from 'expo-router';
import { useState } from 'react';
import { Pressable, ScrollView, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { FormField } from '../auth/form-field.tsx';
import { useToast } from '../toast/toast-provider.tsx';
import type { CollectionDetail } from './collection.types.ts';
import { CollectionGate, Notice } from './collection-gate.tsx';
import {
  type CollectionChanges,
  useDeleteCollection,
  useUpdateCollection,
} from './collection-owner.queries.ts';
import { failureDescription } from './failure-description.ts';

export const OWNER_ONLY_TEXT = 'Only the owner of this collection may do this.';

const VISIBILITY = [
  { isCommunity: false, label: 'Private', detail: 'Only the people in it can see it.' },
  { isCommunity: true, label: 'Community', detail: 'Anyone can find it, join it and share it.' },
] as const;

export function EditCollectionScreen() {
  return (
    <CollectionGate>
      {(collection) => (
        <>
          <Stack.Screen options={{ title: 'Edit details' }} />
          {collection.role === 'OWNER' ? (
            <EditForm collection={collection} />
          ) : (
            <Notice text={OWNER_ONLY_TEXT} />
          )}
        </>
      )}
    </CollectionGate>
  );
}

/** Only the fields that differ from the collection as it is. */
function changesOf(
  collection: CollectionDetail,
  form: { name: string; description: string; isCommunity: boolean },
): CollectionChanges {
  const name = form.name.trim();
  const description = form.description.trim();
  return {
    ...(name !== collection.name ? { name } : {}),
    ...(description !== (collection.description ?? '') ? { description: description || null } : {}),
    ...(form.isCommunity !== collection.isCommunity ? { isCommunity: form.isCommunity } : {}),
  };
}

function EditForm({ collection }: { collection: CollectionDetail }) {
  const router = useRouter();
  const toast = useToast();
  const update = useUpdateCollection(collection.id);
  const [name, setName] = useState(collection.name);
  const [description, setDescription] = useState(collection.description ?? '');
  const [isCommunity, setIsCommunity] = useState(collection.isCommunity);
  const [problem, setProblem] = useState<string | null>(null);
  const nameProblem = name.trim() === '' ? 'A collection needs a name.' : null;

  const save = () => {
    const changes = changesOf(collection, { name, description, isCommunity });
    if (Object.keys(changes).length === 0) return router.back();
    setProblem(null);
    update.mutate(changes, {
      onSuccess: () => {
        toast.show({ title: 'Collection updated', type: 'success' });
        router.back();
      },
      onError: (error) => setProblem(failureDescription(error)),
    });
  };

  return (
    <ScrollView contentContainerStyle={styles.page} keyboardShouldPersistTaps="handled">
      <FormField
        label="Name"
        value={name}
        onChangeText={setName}
        maxLength={COLLECTION_LIMITS.nameLength}
        error={nameProblem}
      />
      <FormField
        label="Description (optional)"
        value={description}
        onChangeText={setDescription}
        maxLength={COLLECTION_LIMITS.descriptionLength}
        multiline
      />
      <View style={styles.group} accessibilityRole="radiogroup" accessibilityLabel="Who can see it">
        <Text style={styles.label}>Who can see it</Text>
        {VISIBILITY.map((choice) => {
          const checked = choice.isCommunity === isCommunity;
          return (
            <Pressable
              key={choice.label}
              accessibilityRole="radio"
              accessibilityLabel={`${choice.label}: ${choice.detail}`}
              accessibilityState={{ checked }}
              aria-checked={checked}
              onPress={() => setIsCommunity(choice.isCommunity)}
              style={[styles.choice, checked && styles.choiceOn]}
            >
              <Text style={styles.radio} aria-hidden>
                {checked ? '◉' : '○'}
              </Text>
              <View style={styles.choiceText}>
                <Text style={styles.choiceLabel}>{choice.label}</Text>
                <Text style={styles.muted}>{choice.detail}</Text>
              </View>
            </Pressable>
          );
        })}
      </View>
      {problem ? (
        <Text style={styles.problem} accessibilityRole="alert" accessibilityLiveRegion="polite">
          {problem}
        </Text>
      ) : null}
      <Button label="Save changes" onPress={save} busy={update.isPending} disabled={nameProblem !== null} />
      <DeleteCollection collection={collection} />
    </ScrollView>
  );
}

function DeleteCollection({ collection }: { collection: CollectionDetail }) {
  const router = useRouter();
  const toast = useToast();
  const remove = useDeleteCollection(collection.id);
  const [confirming, setConfirming] = useState(false);

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.show({ title: `${collection.name} was deleted`, type: 'success' });
        // Its screen (under this one) shows nothing any more: back to the list of collections.
        if (router.canDismiss()) router.dismissAll();
        router.navigate('/collections');
      },
      onError: (error) => {
        const description = failureDescription(error);
        if (description) toast.show({ title: 'Could not delete the collection', description, type: 'error' });
      },
    });

  return (
    <View style={styles.danger}>
      <Text style={styles.label} accessibilityRole="header">
        Delete collection
      </Text>
      {confirming ? (
        <View style={styles.confirm} accessibilityRole="alert" testID="delete-confirmation">
          <Text style={styles.confirmTitle}>Delete {collection.name}?</Text>
          <Text style={styles.muted}>Its items, invites and links go with it, for everyone in it.</Text>
          <View style={styles.buttons}>
            <Button
              label="Delete"
              accessibilityLabel={`Delete ${collection.name}`}
              onPress={confirm}
              busy={remove.isPending}
            />
            <Button
              label="Cancel"
              variant="outline"
              onPress={() => setConfirming(false)}
              disabled={remove.isPending}
            />
          </View>
        </View>
      ) : (
        <Button label="Delete collection" variant="outline" onPress={() => setConfirming(true)} />
      )}
    </View>
  );
}

const styles = StyleSheet.create({
  page: { padding: spacing.xl, gap: spacing.lg, paddingBottom: spacing.xl * 2 },
  group: { gap: spacing.sm },
  label: { fontSize: 15, ...typography.strong, color: colors.text },
  choice: {
    flexDirection: 'row',
    alignItems: 'flex-start',
    gap: spacing.md,
    padding: spacing.md,
    borderRadius: 10,
    borderWidth: 1,
    borderColor: colors.border,
  },
  choiceOn: { borderColor: colors.brand, backgroundColor: colors.brandSubtle },
  radio: { fontSize: 18, ...typography.text, color: colors.brand },
  choiceText: { flex: 1, gap: 2 },
  choiceLabel: { fontSize: 16, ...typography.strong, color: colors.text },
  muted: { fontSize: 14, ...typography.text, color: colors.muted },
  problem: { fontSize: 15, ...typography.text, color: colors.danger },
  danger: { gap: spacing.sm, paddingTop: spacing.xl, borderTopWidth: 1, borderTopColor: colors.border },
  confirm: {
    gap: spacing.sm,
    padding: spacing.md,
    borderRadius: 12,
    borderWidth: 1,
    borderColor: colors.danger,
  },
  confirmTitle: { fontSize: 17, ...typography.heading, color: colors.text },
  buttons: { flexDirection: 'row', gap: spacing.sm, flexWrap: 'wrap' },
});
