/**
 * The username part of Edit account, saved on its own (spec §5 "Username update is sent separately from other
 * profile fields"). The API's verdict (the form it wants, a reserved word, taken) shows under the field.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/button.tsx';
import { FormField } from '../auth/form-field.tsx';
import { useToast } from '../toast/toast-provider.tsx';
import { AccountSaveError, type OwnProfile, saveUsername } from './account.queries.ts';
import { FormSection } from './section.tsx';

/** The API's limit (packages/domain usernameSchema: 3-30 characters). */
export const USERNAME_MAX_LENGTH = 30;

export function UsernameField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  return (
    <FormField
      label="Username"
      prefix="@"
      value={value}
      onChangeText={(typed) => onChange(typed.replace(/\s/g, ''))}
      autoCapitalize="none"
      autoComplete="username"
      autoCorrect={false}
      textContentType="username"
      maxLength={USERNAME_MAX_LENGTH}
      hint={`3–30 letters, digits, dots or underscores. Your profile lives at /u/${value || 'username'}.`}
      error={error}
    />
  );
}

export function UsernameForm({ profile }: { profile: OwnProfile }) {
  const toast = useToast();
  const [username, setUsername] = useState(profile.username ?? '');
  const [error, setError] = useState<string | null>(null);
  const isUnchanged = username.toLowerCase() === (profile.username ?? '').toLowerCase();

  const save = useMutation({
    mutationFn: () => saveUsername(username),
    onSuccess: (saved) => {
      setError(null);
      toast.show({
        title: 'Username saved',
        description: `You are now @${saved.username}.`,
        type: 'success',
      });
    },
    onError: (caught) =>
      setError(
        caught instanceof AccountSaveError
          ? (caught.fields.username ?? caught.message)
          : 'Not saved. Try again.',
      ),
  });

  const submit = () => {
    if (!username) {
      setError('Pick a username.');
      return;
    }
    save.mutate();
  };

  return (
    <FormSection title="Username" lead="Changing it changes the address of your profile.">
      <UsernameField
        value={username}
        onChange={(value) => {
          setUsername(value);
          setError(null);
        }}
        error={error}
      />
      <Button label="Save username" onPress={submit} busy={save.isPending} disabled={isUnchanged} />
    </FormSection>
  );
}
