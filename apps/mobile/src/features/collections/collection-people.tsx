/**
 * Who takes part in a collection (spec §3 collectionParticipants, with photoURL): the owner first, then in the order
 * they joined, each with their photo and role; someone with a username opens their profile.
 */
import { Link } from 'expo-router';
import { Image, Pressable, ScrollView, StyleSheet, Text, View } from 'react-native';
import { colors, spacing, typography } from '../../lib/theme.ts';
import type { CollectionParticipant } from './collection.types.ts';
import { personName } from './person-name.ts';

const roleName = (person: CollectionParticipant) => (person.role === 'OWNER' ? 'Owner' : 'Viewer');

function Person({ person }: { person: CollectionParticipant }) {
  const name = personName(person, 'A member');
  const content = (
    <View style={styles.person}>
      {person.photoURL ? (
        <Image
          source={{ uri: person.photoURL }}
          style={styles.photo}
          accessibilityIgnoresInvertColors
          testID="person-photo"
        />
      ) : (
        <View style={[styles.photo, styles.placeholder]} />
      )}
      <Text style={styles.name} numberOfLines={1}>
        {name}
      </Text>
      <Text style={styles.role}>{roleName(person)}</Text>
    </View>
  );
  const role = roleName(person).toLowerCase();
  if (!person.username) {
    return (
      <View accessible accessibilityLabel={`${name}, ${role}`}>
        {content}
      </View>
    );
  }
  return (
    <Link href={`/u/${encodeURIComponent(person.username)}`} asChild>
      <Pressable accessibilityRole="link" accessibilityLabel={`${name}'s profile, ${role}`}>
        {content}
      </Pressable>
    </Link>
  );
}

export function CollectionPeople({ people }: { people: CollectionParticipant[] }) {
  return (
    <ScrollView
      horizontal
      showsHorizontalScrollIndicator={false}
      contentContainerStyle={styles.people}
      testID="collection-people"
    >
      {people.map((person) => (
        <Person key={person.uid ?? String(person.id)} person={person} />
      ))}
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  people: { gap: spacing.md, paddingVertical: spacing.xs },
  person: { width: 76, alignItems: 'center', gap: 2 },
  photo: { width: 56, height: 56, borderRadius: 28, backgroundColor: colors.surface },
  placeholder: { borderWidth: 1, borderColor: colors.border },
  name: { fontSize: 13, ...typography.strong, color: colors.text, textAlign: 'center' },
  role: { fontSize: 12, ...typography.text, color: colors.muted },
});
