/**
 * "Who's interested" on the event screen: the first people interested (people the caller follows first) as a row
 * of faces that scrolls sideways, each opening their profile, and how many more there are. The API lists them to
 * the signed-in only.
 */
import { useRouter } from 'expo-router';
import { Pressable, ScrollView, StyleSheet, Text, View } from 'react-native';
import { Avatar } from '../../components/avatar.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useSignedIn } from '../auth/use-session.ts';
import { personName } from '../collections/person-name.ts';
import type { ExperienceDetail } from '../experiences/experience.types.ts';
import { useInterestedPeople } from './interested-people.queries.ts';

export function InterestedPeople({ event }: { event: ExperienceDetail }) {
  const router = useRouter();
  const signedIn = useSignedIn();
  const people = useInterestedPeople(event, Boolean(signedIn));
  if (!signedIn || !people.data || people.data.items.length === 0) return null;
  const { items, total } = people.data;
  const more = total - items.length;

  return (
    <View style={styles.block} testID="interested-people">
      <Text style={styles.heading} accessibilityRole="header">
        Who’s interested
      </Text>
      <ScrollView horizontal showsHorizontalScrollIndicator={false} contentContainerStyle={styles.row}>
        {items.map(({ user, isFollowed }) => {
          const name = personName(user);
          const username = user.username;
          return (
            <Pressable
              key={user.uid ?? user.userId ?? String(user.id)}
              accessibilityRole={username ? 'link' : 'text'}
              accessibilityLabel={isFollowed ? `${name}, you follow them` : name}
              disabled={!username}
              onPress={() => (username ? router.push(`/u/${username}`) : undefined)}
              style={({ pressed }) => [styles.person, pressed && styles.pressed]}
            >
              <Avatar name={name} photoURL={user.photoURL ?? null} />
              <Text style={styles.name} numberOfLines={1}>
                {name}
              </Text>
              {isFollowed ? <Text style={styles.note}>Following</Text> : null}
            </Pressable>
          );
        })}
      </ScrollView>
      {more > 0 ? <Text style={styles.note}>and {more} more</Text> : null}
    </View>
  );
}

const styles = StyleSheet.create({
  block: { gap: spacing.xs, paddingTop: spacing.md, borderTopWidth: 1, borderTopColor: colors.border },
  heading: { fontSize: 18, ...typography.heading, color: colors.text },
  row: { gap: spacing.md, paddingVertical: spacing.xs },
  person: { width: 72, minHeight: 44, alignItems: 'center', gap: spacing.xs },
  pressed: { opacity: 0.6 },
  name: { maxWidth: 72, fontSize: 13, ...typography.strong, color: colors.brand, textAlign: 'center' },
  note: { fontSize: 14, ...typography.text, color: colors.muted },
});
