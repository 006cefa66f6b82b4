/**
 * A city's feeds on Discover (issue 26 Subscribe), as on the website's city page: this weekend, the editor picks
 * and the whole city, each with its Subscribe action.
 */
import { StyleSheet, Text, View } from 'react-native';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { feedPaths } from './feed-links.ts';
import { SubscribeButton } from './subscribe-button.tsx';

export function LocationFeeds({ location }: { location: { slug: string; name: string } }) {
  const feeds = [
    { path: feedPaths.weekend(location.slug), label: 'This weekend', title: `${location.name} this weekend` },
    {
      path: feedPaths.editorPicks(location.slug),
      label: 'Editor picks',
      title: `${location.name} editor picks`,
    },
    {
      path: feedPaths.city(location.slug),
      label: `Everything in ${location.name}`,
      title: `everything in ${location.name}`,
    },
  ];
  return (
    <View style={styles.section} testID="location-feeds">
      <Text style={styles.heading} accessibilityRole="header">
        In your calendar
      </Text>
      <Text style={styles.lead}>
        Subscribe once in Google Calendar, Apple Calendar or Outlook and {location.name}'s events keep
        arriving.
      </Text>
      {feeds.map((feed) => (
        <View key={feed.path} style={styles.feed}>
          <Text style={styles.label}>{feed.label}</Text>
          <SubscribeButton feedPath={feed.path} title={feed.title} />
        </View>
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  section: { padding: spacing.lg, gap: spacing.md },
  heading: { fontSize: 18, color: colors.text, ...typography.heading },
  lead: { fontSize: 15, color: colors.muted, ...typography.text },
  feed: { gap: spacing.sm },
  label: { fontSize: 15, color: colors.text, ...typography.strong },
});
