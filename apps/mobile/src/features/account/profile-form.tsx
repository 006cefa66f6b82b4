/**
 * The profile part of Edit account: display name, bio, home city and interests, saved together with one
 * PATCH /api/v1/users (never with the username, spec §5). Each of the API's problems shows next to its field.
 */
import { LOCATION_LIST } from '@happenings/domain/locations';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { StyleSheet, Text } from 'react-native';
import { Button } from '../../components/button.tsx';
import { colors, typography } from '../../lib/theme.ts';
import { FormField } from '../auth/form-field.tsx';
import { useToast } from '../toast/toast-provider.tsx';
import { AccountSaveError, type FieldErrors, type OwnProfile, saveProfile } from './account.queries.ts';
import { ChoiceChips } from './choice-chips.tsx';
import { InterestsPicker } from './interests-picker.tsx';
import { FormSection } from './section.tsx';

/** The API's limits (apps/api users.schemas.ts updateUserBodySchema). */
export const DISPLAY_NAME_MAX_LENGTH = 80;
export const BIO_MAX_LENGTH = 500;

const NOT_SET = '';
const CITY_CHOICES = [
  { value: NOT_SET, label: 'Not set' },
  ...LOCATION_LIST.map((location) => ({ value: location.slug, label: location.name })),
];

export function ProfileForm({ profile }: { profile: OwnProfile }) {
  const toast = useToast();
  const [displayName, setDisplayName] = useState(profile.displayName ?? '');
  const [bio, setBio] = useState(profile.bio ?? '');
  const [city, setCity] = useState<string>(profile.location ?? NOT_SET);
  const [interests, setInterests] = useState<string[]>(profile.interests);
  const [errors, setErrors] = useState<FieldErrors>({});

  const save = useMutation({
    mutationFn: () =>
      saveProfile({
        displayName: displayName.trim(),
        bio: bio.trim() === '' ? null : bio.trim(),
        location: city === NOT_SET ? null : (city as OwnProfile['location']),
        interests,
      }),
    onSuccess: () => {
      setErrors({});
      toast.show({ title: 'Profile saved', type: 'success' });
    },
    onError: (error) =>
      setErrors(error instanceof AccountSaveError ? error.fields : { form: 'Not saved. Try again.' }),
  });

  const submit = () => {
    if (!displayName.trim()) {
      setErrors({ displayName: 'Enter the name people see on your profile.' });
      return;
    }
    save.mutate();
  };

  return (
    <FormSection title="Profile" lead="What people see on your profile.">
      <FormField
        label="Display name"
        value={displayName}
        onChangeText={setDisplayName}
        autoComplete="name"
        textContentType="name"
        maxLength={DISPLAY_NAME_MAX_LENGTH}
        error={errors.displayName}
      />
      <FormField
        label="Bio (optional)"
        value={bio}
        onChangeText={setBio}
        multiline
        maxLength={BIO_MAX_LENGTH}
        hint={`${bio.length}/${BIO_MAX_LENGTH} characters`}
        error={errors.bio}
      />
      <ChoiceChips label="Home city" choices={CITY_CHOICES} selected={[city]} onToggle={setCity} />
      {errors.location ? <Text style={styles.error}>{errors.location}</Text> : null}
      <InterestsPicker label="Interests" selected={interests} onChange={setInterests} />
      {errors.interests ? <Text style={styles.error}>{errors.interests}</Text> : null}
      {errors.form ? (
        <Text style={styles.error} accessibilityRole="alert">
          {errors.form}
        </Text>
      ) : null}
      <Button label="Save profile" onPress={submit} busy={save.isPending} />
    </FormSection>
  );
}

const styles = StyleSheet.create({
  error: { fontSize: 14, ...typography.text, color: colors.danger },
});
