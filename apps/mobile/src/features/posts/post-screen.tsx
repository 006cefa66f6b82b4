/**
 * A post (the website's /post/{id}): its photo or video, its caption, who posted it and when (their profile one
 * press away), and the event or place it is about. Its author can delete it (confirmed in place) and reads on it
 * why moderators keep it out of view; anyone else can report it (issue 23).
 */
import { formatRelativeShort } from '@happenings/domain/format';
import { buildImageUrl, buildVideoUrl } from '@happenings/domain/media';
import { Link, Stack, useLocalSearchParams, useRouter } from 'expo-router';
import { useState } from 'react';
import { Image, Pressable, ScrollView, StyleSheet, Text, View } from 'react-native';
import { Avatar } from '../../components/avatar.tsx';
import { Button } from '../../components/button.tsx';
import { NotAvailable, QueryStates } from '../../components/query-states.tsx';
import { Screen } from '../../components/screen.tsx';
import { ApiRequestError } from '../../lib/api-error.ts';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useNow } from '../../lib/use-now.ts';
import { useSignedIn } from '../auth/use-session.ts';
import { EventVideo } from '../events/event-video.tsx';
import { ModerationNotice } from '../moderation-report/moderation-notice.tsx';
import { MoreActions } from '../moderation-report/report-menu.tsx';
import { useToast } from '../toast/toast-provider.tsx';
import { type Post, postAuthorName, postSubjectLink, useDeletePost, usePost } from './posts.queries.ts';

const ID = /^[A-Za-z0-9_-]{1,200}$/;

export function PostScreen() {
  const { id } = useLocalSearchParams<{ id: string }>();
  const valid = typeof id === 'string' && ID.test(id);
  return <Screen>{valid ? <PostLoader id={id} /> : <Missing />}</Screen>;
}

function Missing() {
  return (
    <>
      <Stack.Screen options={{ title: 'Post' }} />
      <NotAvailable noun="post" />
    </>
  );
}

function PostLoader({ id }: { id: string }) {
  const post = usePost(id);
  return (
    <QueryStates query={post} noun="post" missing={<Missing />}>
      {(data) => <PostDetails post={data} />}
    </QueryStates>
  );
}

function PostMedia({ post, author }: { post: Post; author: string }) {
  const item = post.media[0];
  if (!item) return null;
  const alt = item.alt?.trim() || post.caption?.trim() || `Photo by ${author}`;
  if (item.resource_type === 'video') {
    return (
      <EventVideo
        uri={buildVideoUrl(item.secure_url, { baseUrl: '', format: 'mp4' })}
        label={item.alt?.trim() || `Video by ${author}`}
      />
    );
  }
  const ratio = item.width && item.height ? item.width / item.height : 1;
  return (
    <Image
      source={{ uri: buildImageUrl(item.secure_url, { baseUrl: '', preset: 'squareLarge' }) }}
      accessibilityLabel={alt}
      style={[styles.image, { aspectRatio: ratio }]}
      resizeMode="contain"
      testID="post-image"
    />
  );
}

function PostDetails({ post }: { post: Post }) {
  const now = useNow();
  const router = useRouter();
  const toast = useToast();
  const signedIn = useSignedIn();
  const remove = useDeletePost();
  const [isConfirming, setConfirming] = useState(false);
  const author = postAuthorName(post);
  const about = postSubjectLink(post);
  const isAuthor = signedIn !== null && (post.user.uid ?? post.user.userId) === signedIn.user.id;
  const username = post.user.username;

  const confirmDelete = () =>
    remove.mutate(post, {
      onSuccess: () => {
        toast.show({ title: 'Your post was deleted', type: 'success' });
        if (router.canGoBack()) router.back();
        else router.replace(about?.href ?? '/');
      },
      onError: (error) => {
        setConfirming(false);
        toast.show({
          title: 'Not deleted',
          description:
            error instanceof ApiRequestError && error.reason
              ? error.reason
              : 'Check your connection and try again.',
          type: 'error',
        });
      },
    });

  return (
    <ScrollView contentContainerStyle={styles.page}>
      <Stack.Screen options={{ title: about ? `${author} at ${about.name}` : `A post by ${author}` }} />
      <ModerationNotice item={post} />
      <PostMedia post={post} author={author} />
      <View style={styles.body}>
        {post.caption ? <Text style={styles.caption}>{post.caption}</Text> : null}
        <View style={styles.byline}>
          <Avatar name={author} photoURL={post.user.photoURL ?? null} size={40} />
          {username ? (
            <Link href={`/u/${encodeURIComponent(username)}`} asChild>
              <Pressable accessibilityRole="link" accessibilityLabel={`${author}'s profile`} hitSlop={8}>
                <Text style={[styles.author, styles.link]}>{author}</Text>
              </Pressable>
            </Link>
          ) : (
            <Text style={styles.author}>{author}</Text>
          )}
          <Text style={styles.muted}>{formatRelativeShort(Date.parse(post.creation), now)}</Text>
          {isAuthor ? null : (
            <View style={styles.more}>
              <MoreActions subject={{ type: 'post', id: post.id }} noun="post" name={`${author}'s post`} />
            </View>
          )}
        </View>
        {about ? (
          <Link href={about.href} asChild>
            <Pressable
              accessibilityRole="link"
              accessibilityLabel={`${about.kind}: ${about.name}`}
              style={styles.about}
            >
              <Text style={styles.muted}>{about.kind}</Text>
              <Text style={[styles.aboutName, styles.link]}>{about.name}</Text>
            </Pressable>
          </Link>
        ) : null}
        {isAuthor && !isConfirming ? (
          <Button label="Delete post" variant="outline" onPress={() => setConfirming(true)} />
        ) : null}
        {isAuthor && isConfirming ? (
          <View style={styles.confirm} accessibilityRole="alert">
            <Text style={styles.caption}>Delete your post? This cannot be undone.</Text>
            <View style={styles.buttons}>
              <Button label="Yes, delete" busy={remove.isPending} onPress={confirmDelete} />
              <Button label="Keep it" variant="outline" onPress={() => setConfirming(false)} />
            </View>
          </View>
        ) : null}
      </View>
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  page: { paddingBottom: spacing.xl * 2 },
  image: { width: '100%', backgroundColor: colors.surface },
  body: { padding: spacing.lg, gap: spacing.md },
  caption: { fontSize: 17, ...typography.text, color: colors.text },
  byline: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', gap: spacing.sm },
  author: { fontSize: 16, ...typography.strong, color: colors.text },
  link: { color: colors.brand },
  muted: { fontSize: 14, ...typography.text, color: colors.muted },
  more: { marginLeft: 'auto' },
  about: {
    gap: 2,
    padding: spacing.md,
    minHeight: 56,
    borderRadius: 12,
    borderWidth: 1,
    borderColor: colors.border,
    backgroundColor: colors.surface,
  },
  aboutName: { fontSize: 16, ...typography.strong },
  confirm: { gap: spacing.sm },
  buttons: { flexDirection: 'row', flexWrap: 'wrap', gap: spacing.sm },
});
