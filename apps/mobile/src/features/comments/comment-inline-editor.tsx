/**
 * A reply or an edit written in place, under the comment: the field, then Save (or Reply) and Cancel. The length
 * limit is the domain's, as in the thread's composer.
 */
import { COMMENT_TEXT_MAX_LENGTH } from '@happenings/domain/constants';
import { useState } from 'react';
import { StyleSheet, TextInput, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';

export interface CommentInlineEditorProps {
  label: string;
  initialText?: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (text: string) => void;
  onCancel: () => void;
}

export function CommentInlineEditor({
  label,
  initialText = '',
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: CommentInlineEditorProps) {
  const [text, setText] = useState(initialText);
  return (
    <View style={styles.editor}>
      <TextInput
        accessibilityLabel={label}
        value={text}
        onChangeText={setText}
        maxLength={COMMENT_TEXT_MAX_LENGTH}
        multiline
        autoFocus
        editable={!busy}
        style={styles.input}
      />
      <View style={styles.buttons}>
        <Button
          label={submitLabel}
          busy={busy}
          disabled={text.trim().length === 0}
          onPress={() => onSubmit(text.trim())}
        />
        <Button label="Cancel" variant="outline" onPress={onCancel} disabled={busy} />
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  editor: { gap: spacing.sm },
  input: {
    minHeight: 64,
    borderWidth: 1,
    borderColor: colors.border,
    borderRadius: 8,
    padding: spacing.md,
    fontSize: 15,
    ...typography.text,
    color: colors.text,
    textAlignVertical: 'top',
  },
  buttons: { flexDirection: 'row', gap: spacing.sm },
});
