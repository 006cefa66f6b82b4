/**
 * One person in a list of people found or reached (inviting, sharing): their picture, name and @username, and at
 * the end what may be done with them or where they stand.
 */
import type { ReactNode } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { Avatar } from '../../components/avatar.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { personName } from './person-name.ts';

export interface PersonLike {
  username: string | null;
  displayName?: string | null;
  photoURL: string | null;
}

export function PersonRow({
  person,
  standing,
  children,
}: {
  person: PersonLike;
  /** Where they stand ("Invited", "In the collection"), said after their name. */
  standing?: string | null;
  children?: ReactNode;
}) {
  const name = personName(person);
  return (
    <View style={styles.row}>
      <Avatar name={name} photoURL={person.photoURL} size={40} />
      <View style={styles.text}>
        <Text style={styles.name}>{name}</Text>
        {person.username && person.displayName ? <Text style={styles.muted}>@{person.username}</Text> : null}
        {standing ? <Text style={styles.standing}>{standing}</Text> : null}
      </View>
      {children}
    </View>
  );
}

const styles = StyleSheet.create({
  row: { flexDirection: 'row', alignItems: 'center', gap: spacing.md, paddingVertical: spacing.sm },
  text: { flex: 1, gap: 2 },
  name: { fontSize: 16, ...typography.strong, color: colors.text },
  muted: { fontSize: 14, ...typography.text, color: colors.muted },
  standing: { fontSize: 14, color: colors.brand, ...typography.strong },
});
