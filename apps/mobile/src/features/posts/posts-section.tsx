/**
 * "Photos from the community" on an event's screen, or a place's (the website's PostsSection): the composer and
 * the posts about it, newest first, a page at a time. Takes `{ experienceId }` or `{ venueId }`.
 */
import { ActivityIndicator, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { PostComposer } from './post-composer.tsx';
import { PostTile } from './post-tile.tsx';
import { type PostSubject, subjectOf, usePosts } from './posts.queries.ts';

export type PostsSectionProps = PostSubject;

export function PostsSection(props: PostsSectionProps) {
  const subject = subjectOf(props);
  const posts = usePosts(subject);
  const items = posts.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <View style={styles.section} testID="community-posts">
      <Text style={styles.heading} accessibilityRole="header">
        Photos from the community
      </Text>
      <PostComposer subject={subject} />
      {posts.isPending ? (
        <ActivityIndicator color={colors.brand} accessibilityLabel="Loading photos" />
      ) : posts.isError && !posts.data ? (
        <View style={styles.block}>
          <Text style={styles.message}>The photos could not be loaded.</Text>
          <Button label="Try again" variant="outline" onPress={() => void posts.refetch()} />
        </View>
      ) : items.length === 0 ? (
        <Text style={styles.message}>No photos yet. Be the first to post one.</Text>
      ) : (
        <View style={styles.grid}>
          {items.map((post) => (
            <PostTile key={post.id} post={post} />
          ))}
        </View>
      )}
      {posts.hasNextPage ? (
        <Button
          label="Show more photos"
          variant="outline"
          busy={posts.isFetchingNextPage}
          onPress={() => void posts.fetchNextPage()}
        />
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  section: { gap: spacing.sm, paddingTop: spacing.md, borderTopWidth: 1, borderTopColor: colors.border },
  heading: { fontSize: 18, ...typography.heading, color: colors.text },
  grid: { flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'space-between', rowGap: spacing.md },
  block: { gap: spacing.sm },
  message: { fontSize: 15, ...typography.text, color: colors.muted },
});
