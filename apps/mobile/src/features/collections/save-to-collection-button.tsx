/**
 * "Save" on the event screen (the website's Save button): opens the picker of the caller's collections, and says
 * where the item is saved already. Signed out, it opens sign-in instead, as Interested does.
 */
import { useRouter } from 'expo-router';
import { useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useSignedIn } from '../auth/use-session.ts';
import { type SaveTarget, useSaveTargets } from './save-to-collection.queries.ts';
import { SaveToCollectionPicker } from './save-to-collection-picker.tsx';

export function SaveToCollectionButton({ target, name }: { target: SaveTarget; name: string }) {
  const router = useRouter();
  const signedIn = useSignedIn();
  const [isOpen, setIsOpen] = useState(false);
  const collections = useSaveTargets(target, Boolean(signedIn));
  const savedIn = (collections.data ?? []).filter((collection) => collection.hasItem);

  const onPress = () => {
    if (!signedIn) {
      router.push('/sign-in');
      return;
    }
    setIsOpen((open) => !open);
  };

  return (
    <View style={styles.block}>
      <Button
        label={savedIn.length > 0 ? 'Saved' : 'Save'}
        variant="outline"
        selected={savedIn.length > 0}
        onPress={onPress}
        accessibilityLabel={`Save ${name} to a collection`}
        accessibilityHint={signedIn ? 'Opens your collections' : 'Opens sign-in'}
        testID="save-button"
      />
      {savedIn.length > 0 ? (
        <Text style={styles.savedIn} testID="saved-in">
          Saved in {savedIn.map((collection) => collection.name).join(', ')}
        </Text>
      ) : null}
      {isOpen && signedIn ? (
        <SaveToCollectionPicker target={target} name={name} onClose={() => setIsOpen(false)} />
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  block: { gap: spacing.sm },
  savedIn: { fontSize: 14, ...typography.text, color: colors.muted },
});
