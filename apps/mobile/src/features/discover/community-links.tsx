/**
 * Discover's way into the community's pages, as the website's home page has it: asking a roundup question, and
 * the invite contest while its page shows (spec §3 flag showNoahContestWebPage, the API's showWebPage).
 */
import { Link } from 'expo-router';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useCurrentContest } from '../contests/contests.queries.ts';

function CommunityLink({ href, label, lead }: { href: string; label: string; lead: string }) {
  return (
    <Link href={href} asChild>
      <Pressable accessibilityRole="link" accessibilityLabel={`${lead} ${label}`} style={styles.link}>
        <Text style={styles.lead}>{lead}</Text>
        <Text style={styles.label}>{label} ›</Text>
      </Pressable>
    </Link>
  );
}

export function CommunityLinks() {
  const contest = useCurrentContest();
  return (
    <View style={styles.links} accessibilityLabel="Community">
      <CommunityLink href="/roundup/ask" lead="Not sure where to go?" label="Ask the community" />
      {contest.data?.showWebPage ? (
        <CommunityLink
          href={`/contest/${contest.data.slug}`}
          lead="Invite friends, win prizes:"
          label={contest.data.name}
        />
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  links: { gap: spacing.sm, paddingHorizontal: spacing.lg, paddingBottom: spacing.md },
  link: {
    minHeight: 44,
    justifyContent: 'center',
    padding: spacing.md,
    borderRadius: 12,
    backgroundColor: colors.brandSubtle,
  },
  lead: { fontSize: 14, ...typography.text, color: colors.muted },
  label: { fontSize: 16, ...typography.strong, color: colors.brand },
});
