/**
 * The app's way to the report form, in the phones' idiom: a "More" (⋯) button, or a long press on a comment,
 * opens an action sheet whose one action for now is "Report…"; choosing it opens the report sheet. Someone signed
 * out is sent to sign in instead, since a report names its sender to the moderators (issue 23).
 */
import { useRouter } from 'expo-router';
import { useState } from 'react';
import { Modal, Pressable, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useSignedIn } from '../auth/use-session.ts';
import type { ReportSubject } from './report.data.ts';
import { ReportSheet } from './report-sheet.tsx';

interface MenuProps {
  subject: ReportSubject;
  /** What it is, in words: 'comment', 'event', 'profile'. */
  noun: string;
  /** Its name, for the screen reader ("More actions for Jazz night"). */
  name: string;
}

/** The action sheet and the report sheet, opened by its owner (a long press, a button). */
export function ReportMenu({ subject, noun, name, onClose }: MenuProps & { onClose: () => void }) {
  const router = useRouter();
  const signedIn = useSignedIn();
  const [isReporting, setReporting] = useState(false);

  if (isReporting) return <ReportSheet subject={subject} noun={noun} onClose={onClose} />;

  const report = () => {
    if (!signedIn) {
      onClose();
      router.push('/sign-in');
      return;
    }
    setReporting(true);
  };

  return (
    <Modal visible animationType="fade" transparent onRequestClose={onClose}>
      <View style={styles.backdrop}>
        {/* A tap beside the sheet closes it, as on every platform's action sheet; screen readers use Cancel. */}
        <Pressable
          style={StyleSheet.absoluteFill}
          onPress={onClose}
          accessible={false}
          importantForAccessibility="no"
        />
        <View style={styles.sheet} accessibilityViewIsModal testID="more-actions">
          <Text style={styles.title} accessibilityRole="header" numberOfLines={2}>
            {name}
          </Text>
          <Button
            label={`Report ${noun}…`}
            variant="outline"
            onPress={report}
            accessibilityHint={
              signedIn ? 'Tell the moderators what is wrong with it' : 'Sign in to report it'
            }
          />
          <Button label="Cancel" variant="outline" onPress={onClose} />
        </View>
      </View>
    </Modal>
  );
}

/** A "More" button with its menu, for a screen's item (an event, a roundup, a collection, a profile). */
export function MoreActions(props: MenuProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <MoreButton name={props.name} onPress={() => setOpen(true)} />
      {isOpen ? <ReportMenu {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

export function MoreButton({ name, onPress }: { name: string; onPress: () => void }) {
  return (
    <Pressable
      accessibilityRole="button"
      accessibilityLabel={`More actions for ${name}`}
      onPress={onPress}
      hitSlop={8}
      style={({ pressed }) => [styles.more, pressed && styles.pressed]}
    >
      <Text style={styles.moreText}>⋯</Text>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  backdrop: { flex: 1, justifyContent: 'flex-end', backgroundColor: 'rgba(20, 18, 26, 0.45)' },
  sheet: {
    padding: spacing.lg,
    paddingBottom: spacing.xl * 2,
    gap: spacing.md,
    backgroundColor: colors.background,
    borderTopLeftRadius: 16,
    borderTopRightRadius: 16,
  },
  title: { fontSize: 16, ...typography.heading, color: colors.muted },
  more: {
    alignSelf: 'flex-start',
    minHeight: 44,
    minWidth: 44,
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: 22,
  },
  pressed: { opacity: 0.6 },
  moreText: { fontSize: 24, ...typography.strong, color: colors.muted },
});
