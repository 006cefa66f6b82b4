/**
 * Writing a comment or a recommendation. Signed out, it offers sign-in instead. The length limit is the domain's,
 * the same as the website's composer. A roundup's answer may also point at an event or a place (`recommendIn`).
 */
import { COMMENT_TEXT_MAX_LENGTH } from '@happenings/domain/constants';
import { useRouter } from 'expo-router';
import { useState } from 'react';
import { StyleSheet, TextInput, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { ApiRequestError } from '../../lib/api-error.ts';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useSignedIn } from '../auth/use-session.ts';
import { useToast } from '../toast/toast-provider.tsx';
import { type ThreadSubject, usePostComment } from './comments.queries.ts';
import { type RecommendedChoice, RecommendPicker } from './recommend-picker.tsx';

export interface CommentComposerProps {
  subject: ThreadSubject;
  /** The field's name for screen readers and its placeholder ("Your comment", "Your recommendation"). */
  fieldLabel: string;
  placeholder: string;
  signInLabel: string;
  /** Roundup answers: offer to recommend an event or a place from the search of this location. */
  recommendIn?: string;
}

export function CommentComposer({
  subject,
  fieldLabel,
  placeholder,
  signInLabel,
  recommendIn,
}: CommentComposerProps) {
  const router = useRouter();
  const signedIn = useSignedIn();
  const toast = useToast();
  const post = usePostComment(subject);
  const [text, setText] = useState('');
  const [choice, setChoice] = useState<RecommendedChoice | null>(null);

  if (!signedIn) {
    return <Button label={signInLabel} variant="outline" onPress={() => router.push('/sign-in')} />;
  }

  const submit = () => {
    if (text.trim().length === 0) return;
    const recommends = choice ? { itemType: choice.itemType, itemId: choice.itemId } : null;
    post.mutate(
      { text, recommends },
      {
        onSuccess: () => {
          setText('');
          setChoice(null);
          toast.show({ title: 'Posted', type: 'success' });
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 401) return;
          toast.show({
            title: 'Could not post',
            description:
              error instanceof ApiRequestError && error.status === 429
                ? 'You are posting fast. Wait a minute and try again.'
                : 'Check your connection and try again.',
            type: 'error',
          });
        },
      },
    );
  };

  return (
    <View style={styles.composer}>
      <TextInput
        accessibilityLabel={fieldLabel}
        placeholder={placeholder}
        placeholderTextColor={colors.muted}
        value={text}
        onChangeText={setText}
        maxLength={COMMENT_TEXT_MAX_LENGTH}
        multiline
        style={styles.input}
        editable={!post.isPending}
      />
      {recommendIn ? <RecommendPicker location={recommendIn} value={choice} onChange={setChoice} /> : null}
      <Button
        label="Post"
        onPress={submit}
        busy={post.isPending}
        disabled={text.trim().length === 0}
        testID={`post-${subject.type}`}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  composer: { gap: spacing.sm },
  input: {
    minHeight: 80,
    padding: spacing.md,
    borderRadius: 12,
    borderWidth: 1,
    borderColor: colors.border,
    fontSize: 16,
    ...typography.text,
    color: colors.text,
    textAlignVertical: 'top',
  },
});
