/**
 * One post in a list: its picture (a video reads as one), the start of its caption and who posted it; a press
 * opens the post (/post/{id}).
 */
import { buildImageUrl } from '@happenings/domain/media';
import { Link } from 'expo-router';
import { Image, Pressable, StyleSheet, Text, View } from 'react-native';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { type Post, postAuthorName } from './posts.queries.ts';

export function postLabel(post: Post): string {
  const media = post.media[0]?.resource_type === 'video' ? 'Video' : 'Photo';
  const caption = post.caption?.trim();
  return `${media} by ${postAuthorName(post)}${caption ? `: ${caption}` : ''}`;
}

export function PostTile({ post }: { post: Post }) {
  const item = post.media[0];
  const caption = post.caption?.trim();
  return (
    <Link href={`/post/${encodeURIComponent(post.id)}`} asChild>
      <Pressable
        accessibilityRole="link"
        accessibilityLabel={postLabel(post)}
        // A Link's child gets the Link's props merged into its style, which drops a style function (the tile then
        // takes its picture's own width on the web): the tile's size is a plain style, the press shows inside.
        style={styles.tile}
        testID={`post-${post.id}`}
      >
        {({ pressed }) => (
          <View style={[styles.content, pressed && styles.pressed]}>
            {item?.resource_type === 'image' ? (
              <Image
                source={{ uri: buildImageUrl(item.secure_url, { baseUrl: '', preset: 'square' }) }}
                style={styles.image}
              />
            ) : (
              <View style={[styles.image, styles.video]}>
                <Text style={styles.videoText}>▶ Video</Text>
              </View>
            )}
            {caption ? (
              <Text style={styles.caption} numberOfLines={2}>
                {caption}
              </Text>
            ) : null}
            <Text style={styles.author} numberOfLines={1}>
              {postAuthorName(post)}
            </Text>
          </View>
        )}
      </Pressable>
    </Link>
  );
}

const styles = StyleSheet.create({
  tile: { width: '48%' },
  content: { gap: spacing.xs },
  image: { width: '100%', aspectRatio: 1, borderRadius: 10, backgroundColor: colors.surface },
  video: { alignItems: 'center', justifyContent: 'center', backgroundColor: colors.text },
  videoText: { fontSize: 15, ...typography.strong, color: colors.onBrand },
  caption: { fontSize: 14, ...typography.text, color: colors.text },
  author: { fontSize: 13, ...typography.text, color: colors.muted },
  pressed: { opacity: 0.7 },
});
