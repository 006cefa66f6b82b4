/**
 * The picker of the caller's collections (the website's "Save to a collection" dialog): each collection they own
 * with whether it holds the item, pressed to save or remove it, and a new collection made with the item in it.
 */
import { COLLECTION_LIMITS } from '@happenings/domain/constants';
import { useState } from 'react';
import { ActivityIndicator, Pressable, StyleSheet, Text, TextInput, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { ApiRequestError } from '../../lib/api-error.ts';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useToast } from '../toast/toast-provider.tsx';
import { countLabel } from './person-name.ts';
import {
  type OwnCollection,
  type SaveTarget,
  useCreateAndSave,
  useSaveTargets,
  useToggleSaved,
} from './save-to-collection.queries.ts';

interface PickerProps {
  target: SaveTarget;
  name: string;
  onClose: () => void;
}

/** The API's reason, else a network hint; null for a 401 (the app signs out by itself). */
function failureText(error: Error): string | null {
  if (error instanceof ApiRequestError && error.status === 401) return null;
  return (error instanceof ApiRequestError && error.reason) || 'Check your connection and try again.';
}

export function SaveToCollectionPicker({ target, name, onClose }: PickerProps) {
  const toast = useToast();
  const collections = useSaveTargets(target, true);
  const toggle = useToggleSaved(target);
  const create = useCreateAndSave(target);
  const [newName, setNewName] = useState('');

  const fail = (title: string) => (error: Error) => {
    const description = failureText(error);
    if (description) toast.show({ title, description, type: 'error' });
  };

  const onToggle = (collection: OwnCollection) => {
    if (toggle.isPending) return;
    toggle.mutate(collection, {
      onSuccess: () =>
        toast.show({
          title: collection.hasItem ? `Removed from ${collection.name}` : `Saved to ${collection.name}`,
          type: 'success',
        }),
      onError: fail(collection.hasItem ? 'Could not remove it' : 'Could not save it'),
    });
  };

  const onCreate = () => {
    const trimmed = newName.trim();
    if (!trimmed) return;
    create.mutate(trimmed, {
      onSuccess: (made) => {
        setNewName('');
        toast.show({ title: `Saved to ${made.name}`, type: 'success' });
      },
      onError: fail('Could not make the collection'),
    });
  };

  return (
    <View style={styles.picker} testID="save-picker">
      <Text style={styles.title} accessibilityRole="header">
        Save to a collection
      </Text>
      <Text style={styles.muted}>{name}</Text>
      {collections.isPending ? (
        <ActivityIndicator color={colors.brand} accessibilityLabel="Loading your collections" />
      ) : collections.isError ? (
        <Button label="Try again" variant="outline" onPress={() => void collections.refetch()} />
      ) : collections.data.length === 0 ? (
        <Text style={styles.muted}>You have no collections yet. Make one to save this in.</Text>
      ) : (
        <View accessibilityRole="list" accessibilityLabel="Your collections" style={styles.list}>
          {collections.data.map((collection) => (
            <Pressable
              key={collection.id}
              accessibilityRole="checkbox"
              accessibilityLabel={collection.name}
              aria-checked={collection.hasItem}
              aria-busy={toggle.isPending && toggle.variables?.id === collection.id}
              onPress={() => onToggle(collection)}
              style={({ pressed }) => [styles.row, pressed && styles.pressed]}
              testID={`save-target-${collection.id}`}
            >
              <View style={styles.rowText}>
                <Text style={styles.rowName}>{collection.name}</Text>
                <Text style={styles.muted}>
                  {countLabel(collection.itemsCount ?? 0, 'item', 'items')} ·{' '}
                  {collection.isCommunity ? 'Community' : 'Private'}
                </Text>
              </View>
              <Text style={[styles.state, collection.hasItem && styles.saved]}>
                {collection.hasItem ? '✓ Saved' : 'Save'}
              </Text>
            </Pressable>
          ))}
        </View>
      )}
      <View style={styles.create}>
        <TextInput
          value={newName}
          onChangeText={setNewName}
          placeholder="New collection name"
          accessibilityLabel="New collection name"
          maxLength={COLLECTION_LIMITS.nameLength}
          onSubmitEditing={onCreate}
          returnKeyType="done"
          style={styles.input}
        />
        <Button
          label="Create and save"
          onPress={onCreate}
          busy={create.isPending}
          disabled={!newName.trim()}
        />
      </View>
      <Button label="Done" variant="outline" onPress={onClose} accessibilityHint="Closes your collections" />
    </View>
  );
}

const styles = StyleSheet.create({
  picker: {
    gap: spacing.sm,
    padding: spacing.md,
    borderRadius: 12,
    borderWidth: 1,
    borderColor: colors.border,
  },
  title: { fontSize: 18, ...typography.heading, color: colors.text },
  muted: { fontSize: 14, ...typography.text, color: colors.muted },
  list: { gap: spacing.xs },
  row: {
    minHeight: 44,
    flexDirection: 'row',
    alignItems: 'center',
    gap: spacing.md,
    paddingVertical: spacing.sm,
    borderBottomWidth: 1,
    borderBottomColor: colors.border,
  },
  pressed: { opacity: 0.7 },
  rowText: { flex: 1, gap: 2 },
  rowName: { fontSize: 16, ...typography.strong, color: colors.text },
  state: { fontSize: 15, ...typography.strong, color: colors.brand },
  saved: { color: colors.success },
  create: { gap: spacing.sm },
  input: {
    minHeight: 44,
    borderWidth: 1,
    borderColor: colors.border,
    borderRadius: 8,
    paddingHorizontal: spacing.md,
    fontSize: 16,
    ...typography.text,
    color: colors.text,
  },
});
