/**
 * One post in a list: its picture (a video reads as one), the start of its caption and who posted it; a press
 * opens the post (/post/{id}).
 */
import { buildImageUrl } from '@happenings/domain/media';
import { Link } from 'expo-router';
import { Image, Pressable, StyleSheet, Text, View } from 'react-native';
import { colors, spacing } from '../../lib/theme.ts';
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
        style={({ pressed }) => [styles.tile, pressed && styles.pressed]}
        testID={`post-${post.id}`}
      >
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
      </Pressable>
    </Link>
  );
}

const styles = StyleSheet.create({
  tile: { width: '48%', gap: spacing.xs },
  image: { width: '100%', aspectRatio: 1, borderRadius: 10, backgroundColor: colors.surface },
  video: { alignItems: 'center', justifyContent: 'center', backgroundColor: colors.text },
  videoText: { fontSize: 15, fontWeight: '700', color: colors.onBrand },
  caption: { fontSize: 14, color: colors.text },
  author: { fontSize: 13, color: colors.muted },
  pressed: { opacity: 0.7 },
});
