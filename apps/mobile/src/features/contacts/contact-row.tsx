/**
 * One member found in the address book: face, name and username (the name opens their profile when they have
 * one), and the Follow button, which keeps the list's copy of the relationship up to date.
 */
import { Link } from 'expo-router';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { Avatar } from '../../components/avatar.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { FollowButton } from '../follows/follow-button.tsx';
import { type ContactMatch, useSetContactRelationship } from './contacts.queries.ts';

export function ContactRow({ match }: { match: ContactMatch }) {
  const setRelationship = useSetContactRelationship();
  const { user } = match;
  const name = user.displayName || (user.username ? `@${user.username}` : 'A Happenings member');
  const userId = user.uid ?? user.userId ?? '';
  const who = (
    <View style={styles.who}>
      <Text style={styles.name}>{name}</Text>
      {user.username && user.displayName ? <Text style={styles.meta}>@{user.username}</Text> : null}
    </View>
  );
  return (
    <View style={styles.row} testID="contact-match">
      <Avatar name={name} photoURL={user.photoURL} size={44} />
      {user.username ? (
        <Link href={`/u/${user.username}`} asChild>
          <Pressable accessibilityRole="link" accessibilityLabel={name} style={styles.text}>
            {who}
          </Pressable>
        </Link>
      ) : (
        <View style={styles.text}>{who}</View>
      )}
      <FollowButton
        profile={{ uid: userId, username: user.username, relationship: match.relationship }}
        name={name}
        onFollowChange={(relationship) => setRelationship(userId, relationship)}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  row: { flexDirection: 'row', alignItems: 'center', gap: spacing.md, paddingVertical: spacing.sm },
  text: { flex: 1 },
  who: { gap: 2 },
  name: { fontSize: 16, ...typography.strong, color: colors.text },
  meta: { fontSize: 14, ...typography.text, color: colors.muted },
});
