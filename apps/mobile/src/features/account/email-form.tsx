/**
 * The e-mail part of Edit account: which address the account uses, and whether it gets the weekly picks
 * (POST /api/v1/users/email-marketing, saved as soon as the switch moves; an unverified address confirms first).
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { StyleSheet, Switch, Text, View } from 'react-native';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useToast } from '../toast/toast-provider.tsx';
import { AccountSaveError, type OwnProfile, saveEmailMarketing } from './account.queries.ts';
import { FormSection } from './section.tsx';

const EMAIL_MARKETING_LABEL = 'Send me the weekly picks of things to do and news from Happenings.';

export function EmailForm({ profile }: { profile: OwnProfile }) {
  const toast = useToast();
  const [isSubscribed, setIsSubscribed] = useState(profile.acceptsEmailMarketing);
  const save = useMutation({
    mutationFn: (subscribed: boolean) => saveEmailMarketing(subscribed),
    onSuccess: (newsletter, subscribed) =>
      toast.show(
        !subscribed
          ? { title: 'Unsubscribed', type: 'success' }
          : newsletter === 'pending'
            ? { title: 'Check your inbox to confirm', type: 'success' }
            : { title: 'Subscribed', type: 'success' },
      ),
    onError: (error, subscribed) => {
      setIsSubscribed(!subscribed);
      toast.show({
        title: 'Not saved',
        description: error instanceof AccountSaveError ? error.message : undefined,
        type: 'error',
      });
    },
  });

  return (
    <FormSection
      title="E-mail"
      lead={
        profile.email
          ? `Signed in as ${profile.email}${profile.emailVerified ? '' : ' (not verified yet)'}.`
          : 'Add an e-mail address to get our picks.'
      }
    >
      <View style={styles.row}>
        <Text style={styles.label}>{EMAIL_MARKETING_LABEL}</Text>
        <Switch
          accessibilityLabel={EMAIL_MARKETING_LABEL}
          accessibilityRole="switch"
          value={isSubscribed}
          disabled={save.isPending}
          onValueChange={(value) => {
            setIsSubscribed(value);
            save.mutate(value);
          }}
          trackColor={{ true: colors.brand, false: colors.border }}
        />
      </View>
    </FormSection>
  );
}

const styles = StyleSheet.create({
  row: { flexDirection: 'row', alignItems: 'center', gap: spacing.md },
  label: { flex: 1, fontSize: 15, ...typography.text, color: colors.text },
});
