/**
 * "Who's interested" on the event screen: the first people interested (people the caller follows first), each
 * opening their profile, and how many more there are. The API lists them to the signed-in only.
 */
import { useRouter } from 'expo-router';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { colors, spacing } from '../../lib/theme.ts';
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
            style={styles.person}
          >
            <Text style={styles.name}>{name}</Text>
            {isFollowed ? <Text style={styles.note}>Following</Text> : null}
          </Pressable>
        );
      })}
      {more > 0 ? <Text style={styles.note}>and {more} more</Text> : null}
    </View>
  );
}

const styles = StyleSheet.create({
  block: { gap: spacing.xs, paddingTop: spacing.md, borderTopWidth: 1, borderTopColor: colors.border },
  heading: { fontSize: 18, fontWeight: '700', color: colors.text },
  person: { minHeight: 44, flexDirection: 'row', alignItems: 'center', gap: spacing.sm },
  name: { fontSize: 16, fontWeight: '600', color: colors.brand },
  note: { fontSize: 14, color: colors.muted },
});
