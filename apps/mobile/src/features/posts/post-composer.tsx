/**
 * "Post a photo" about an event or a place (the website's composer): one photo or video from the phone's library
 * or its camera, uploaded at once (media-upload.ts) and previewed, an optional caption with the characters left
 * (the API's limit, @happenings/domain/constants), then the post. The list of the subject's posts refreshes after
 * it, and the new post is one press away. Signed out, it offers sign-in. Refusals (the API's own sentence, or the
 * posting limit) are shown where the form is and announced.
 */
import { POST_CAPTION_MAX_LENGTH } from '@happenings/domain/constants';
import { buildImageUrl } from '@happenings/domain/media';
import * as ImagePicker from 'expo-image-picker';
import { Link, useRouter } from 'expo-router';
import { useState } from 'react';
import { ActivityIndicator, Image, Pressable, StyleSheet, Text, TextInput, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { ApiRequestError } from '../../lib/api-error.ts';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useSignedIn } from '../auth/use-session.ts';
import { useToast } from '../toast/toast-provider.tsx';
import { type PickedMedia, toPickedMedia, type UploadedMedia, uploadMedia } from './media-upload.ts';
import { type Post, type PostSubject, useCreatePost } from './posts.queries.ts';

type Upload =
  | { state: 'idle' }
  | { state: 'uploading'; picked: PickedMedia }
  | { state: 'done'; picked: PickedMedia; media: UploadedMedia };

const PICKER_OPTIONS: ImagePicker.ImagePickerOptions = {
  mediaTypes: ['images', 'videos'],
  allowsMultipleSelection: false,
  quality: 0.9,
};

/** What a refused upload or post says. */
function refusal(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 429) return 'You have posted a lot just now. Try again a little later.';
    if (error.status === 413) return error.reason ?? 'The file is too large.';
    if (error.reason) return error.reason;
  }
  return fallback;
}

export function PostComposer({ subject }: { subject: PostSubject }) {
  const router = useRouter();
  const signedIn = useSignedIn();
  const [isOpen, setOpen] = useState(false);
  const [posted, setPosted] = useState<Post | null>(null);
  if (!signedIn) {
    return (
      <Button label="Sign in to post a photo" variant="outline" onPress={() => router.push('/sign-in')} />
    );
  }
  if (!isOpen) {
    return (
      <View style={styles.closed}>
        {posted ? (
          <View style={styles.confirmation} testID="post-confirmation">
            <Text style={styles.text}>Posted.</Text>
            <Link href={`/post/${encodeURIComponent(posted.id)}`} asChild>
              <Pressable accessibilityRole="link" accessibilityLabel="See your post" hitSlop={8}>
                <Text style={styles.link}>See your post</Text>
              </Pressable>
            </Link>
          </View>
        ) : null}
        <Button
          label="Post a photo"
          onPress={() => {
            setPosted(null);
            setOpen(true);
          }}
        />
      </View>
    );
  }
  return (
    <ComposerForm
      subject={subject}
      onCancel={() => setOpen(false)}
      onPosted={(post) => {
        setPosted(post);
        setOpen(false);
      }}
    />
  );
}

function ComposerForm({
  subject,
  onCancel,
  onPosted,
}: {
  subject: PostSubject;
  onCancel: () => void;
  onPosted: (post: Post) => void;
}) {
  const toast = useToast();
  const create = useCreatePost(subject);
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [caption, setCaption] = useState('');
  const [error, setError] = useState<string | null>(null);

  const pick = async (from: 'library' | 'camera') => {
    setError(null);
    try {
      if (from === 'camera') {
        const permission = await ImagePicker.requestCameraPermissionsAsync();
        if (!permission.granted) {
          setError('Allow the camera in your settings to take a photo here.');
          return;
        }
      }
      const result =
        from === 'camera'
          ? await ImagePicker.launchCameraAsync(PICKER_OPTIONS)
          : await ImagePicker.launchImageLibraryAsync(PICKER_OPTIONS);
      const asset = result.canceled ? undefined : result.assets[0];
      if (!asset) return;
      const picked = toPickedMedia(asset);
      setUpload({ state: 'uploading', picked });
      const media = await uploadMedia(picked);
      setUpload({ state: 'done', picked, media });
    } catch (failure) {
      setUpload({ state: 'idle' });
      setError(refusal(failure, 'The upload failed. Check your connection and try again.'));
    }
  };

  const submit = () => {
    if (upload.state !== 'done') {
      setError(
        upload.state === 'uploading' ? 'Wait for the upload to finish.' : 'Choose a photo or a video first.',
      );
      return;
    }
    setError(null);
    create.mutate(
      { media: upload.media, caption },
      {
        onSuccess: (post) => {
          toast.show({ title: 'Posted', type: 'success' });
          onPosted(post);
        },
        onError: (failure) => setError(refusal(failure, 'Not posted. Check your connection and try again.')),
      },
    );
  };

  const left = POST_CAPTION_MAX_LENGTH - caption.length;
  return (
    <View style={styles.form} testID="post-composer">
      <Text style={styles.title} accessibilityRole="header">
        Post a photo or a video
      </Text>
      {upload.state === 'idle' ? (
        <>
          <Text style={styles.hint}>One photo (up to 15 MB) or one video (up to 200 MB).</Text>
          <View style={styles.row}>
            <Button label="Choose from library" variant="outline" onPress={() => void pick('library')} />
            <Button label="Take a photo" variant="outline" onPress={() => void pick('camera')} />
          </View>
        </>
      ) : (
        <View style={styles.preview}>
          {upload.picked.type === 'image' ? (
            <Image
              source={{
                uri:
                  upload.state === 'done'
                    ? buildImageUrl(upload.media.secure_url, { baseUrl: '', preset: 'square' })
                    : upload.picked.uri,
              }}
              accessibilityLabel="Your photo"
              style={styles.image}
            />
          ) : (
            <Text style={styles.text}>Your video</Text>
          )}
          {upload.state === 'uploading' ? (
            <ActivityIndicator color={colors.brand} accessibilityLabel="Uploading" />
          ) : (
            <View style={styles.uploaded}>
              <Text style={styles.hint} accessibilityLiveRegion="polite">
                Uploaded
              </Text>
              <Button label="Choose another" variant="outline" onPress={() => void pick('library')} />
            </View>
          )}
        </View>
      )}
      <View style={styles.field}>
        <Text style={styles.label}>Caption (optional)</Text>
        <TextInput
          accessibilityLabel="Caption (optional)"
          accessibilityHint={`${left} characters left`}
          value={caption}
          onChangeText={setCaption}
          maxLength={POST_CAPTION_MAX_LENGTH}
          multiline
          style={styles.input}
        />
        <Text style={styles.hint}>{left} characters left</Text>
      </View>
      {error ? (
        <Text style={styles.error} accessibilityLiveRegion="polite" aria-live="polite" testID="post-error">
          {error}
        </Text>
      ) : null}
      <View style={styles.row}>
        <Button
          label="Post"
          busy={create.isPending}
          disabled={upload.state === 'uploading'}
          onPress={submit}
          testID="post-submit"
        />
        <Button label="Cancel" variant="outline" onPress={onCancel} />
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  closed: { gap: spacing.sm },
  confirmation: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', gap: spacing.sm },
  link: { fontSize: 15, ...typography.strong, color: colors.brand, paddingVertical: spacing.sm },
  form: {
    gap: spacing.md,
    padding: spacing.md,
    borderRadius: 12,
    borderWidth: 1,
    borderColor: colors.border,
  },
  title: { fontSize: 17, ...typography.heading, color: colors.text },
  row: { flexDirection: 'row', flexWrap: 'wrap', gap: spacing.sm },
  preview: { flexDirection: 'row', alignItems: 'center', gap: spacing.md },
  image: { width: 96, height: 96, borderRadius: 8, backgroundColor: colors.surface },
  uploaded: { gap: spacing.xs, flexShrink: 1 },
  field: { gap: spacing.xs },
  label: { fontSize: 15, ...typography.strong, color: colors.text },
  input: {
    minHeight: 80,
    padding: spacing.md,
    borderRadius: 12,
    borderWidth: 1,
    borderColor: colors.border,
    fontSize: 16,
    ...typography.text,
    color: colors.text,
    textAlignVertical: 'top',
  },
  text: { fontSize: 15, ...typography.text, color: colors.text },
  hint: { fontSize: 14, ...typography.text, color: colors.muted },
  error: { fontSize: 14, ...typography.strong, color: colors.danger },
});
