/**
 * "New collection" on the Collections tab, as on the website's collections page: a name (1 to
 * COLLECTION_LIMITS.nameLength characters) and whether it is a community collection, then the new collection opens.
 * The website offers no description here; the owner adds one under "Edit details".
 */
import { COLLECTION_LIMITS } from '@happenings/domain/constants';
import { useRouter } from 'expo-router';
import { useState } from 'react';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { FormField } from '../auth/form-field.tsx';
import { useToast } from '../toast/toast-provider.tsx';
import { failureDescription } from './failure-description.ts';
import { useCreateCollection } from './new-collection.queries.ts';

export const NAME_NEEDED_TEXT = 'A collection needs a name.';
const COMMUNITY_TEXT = 'Community collection: anyone can find, join and share it';

export function NewCollectionForm() {
  const [open, setOpen] = useState(false);
  if (!open) {
    return <Button label="New collection" variant="outline" onPress={() => setOpen(true)} />;
  }
  return <Form onClose={() => setOpen(false)} />;
}

function Form({ onClose }: { onClose: () => void }) {
  const router = useRouter();
  const toast = useToast();
  const create = useCreateCollection();
  const [name, setName] = useState('');
  const [isCommunity, setIsCommunity] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const trimmed = name.trim();
    // The API refuses a blank name too; saying so here spares the request.
    if (!trimmed) return setProblem(NAME_NEEDED_TEXT);
    setProblem(null);
    create.mutate(
      { name: trimmed, isCommunity },
      {
        onSuccess: (made) => {
          toast.show({ title: `${made.name} is ready`, type: 'success' });
          onClose();
          router.push(`/collection/${encodeURIComponent(made.id)}`);
        },
        onError: (error) => setProblem(failureDescription(error)),
      },
    );
  };

  return (
    <View style={styles.form} testID="new-collection-form">
      <Text style={styles.title} accessibilityRole="header">
        New collection
      </Text>
      <FormField
        label="Name"
        value={name}
        onChangeText={(text) => {
          setName(text);
          if (problem) setProblem(null);
        }}
        maxLength={COLLECTION_LIMITS.nameLength}
        placeholder="Date nights, Rainy Sundays…"
        autoFocus
        returnKeyType="done"
        onSubmitEditing={submit}
        error={problem}
      />
      <Pressable
        accessibilityRole="checkbox"
        accessibilityLabel={COMMUNITY_TEXT}
        accessibilityState={{ checked: isCommunity }}
        aria-checked={isCommunity}
        onPress={() => setIsCommunity((on) => !on)}
        style={styles.checkbox}
      >
        <Text style={styles.box} aria-hidden>
          {isCommunity ? '☑' : '☐'}
        </Text>
        <Text style={styles.checkboxText}>{COMMUNITY_TEXT}</Text>
      </Pressable>
      <View style={styles.buttons}>
        <Button label="Create collection" onPress={submit} busy={create.isPending} />
        <Button label="Cancel" variant="outline" onPress={onClose} />
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  form: {
    gap: spacing.md,
    padding: spacing.md,
    borderRadius: 12,
    borderWidth: 1,
    borderColor: colors.border,
  },
  title: { fontSize: 18, ...typography.heading, color: colors.text },
  checkbox: { minHeight: 44, flexDirection: 'row', alignItems: 'center', gap: spacing.sm },
  box: { fontSize: 20, ...typography.text, color: colors.brand },
  checkboxText: { flex: 1, fontSize: 15, ...typography.text, color: colors.text },
  buttons: { flexDirection: 'row', gap: spacing.sm, flexWrap: 'wrap' },
});
