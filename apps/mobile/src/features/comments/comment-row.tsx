/**
 * One comment of a thread: who wrote it (their profile one press away), when, what it recommends (a roundup's
 * answers may point at an event or a place, shown as a card that opens it) and, where votes count, the count.
 * Signed in, the actions bar votes, likes, replies, and edits or deletes one's own (each written or confirmed in
 * place); a row with only `onVote` (the roundup's top list) has the vote control alone; the
 * thread draws the replies under it. Someone else's comment can be reported from its "More" button or a long press
 * on it (issue 23).
 */
import { formatRelativeShort } from '@happenings/domain/format';
import { Link } from 'expo-router';
import { type ReactNode, useState } from 'react';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { ApiRequestError } from '../../lib/api-error.ts';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { ModerationNotice } from '../moderation-report/moderation-notice.tsx';
import { MoreButton, ReportMenu } from '../moderation-report/report-menu.tsx';
import { useToast } from '../toast/toast-provider.tsx';
import { CommentActionsBar } from './comment-actions-bar.tsx';
import { CommentInlineEditor } from './comment-inline-editor.tsx';
import type { CommentActions, ThreadComment, Vote } from './comments.queries.ts';
import { LinkifiedText } from './linkified-text.tsx';
import { RecommendedCard } from './recommended-card.tsx';
import { VoteButtons } from './vote-buttons.tsx';

export function authorName(comment: ThreadComment): string {
  return comment.user?.displayName || comment.user?.username || 'Someone';
}

export interface CommentRowProps {
  comment: ThreadComment;
  now: number;
  /** Shows the votes (roundup recommendations) to those who cannot vote. */
  showVotes?: boolean;
  /** Votes without the rest of the actions bar (the roundup's top list). */
  onVote?: (comment: ThreadComment, next: Vote) => void;
  voting?: boolean;
  /** The signed-in person's writes; without them the row only reads. */
  actions?: CommentActions;
  /** A reply: no replies of its own. */
  isReply?: boolean;
  /** Draws the comment's replies under it (the thread's CommentReplies), open or folded. */
  renderReplies?: (comment: ThreadComment, isOpen: boolean, setOpen: (open: boolean) => void) => ReactNode;
}

type Mode = 'idle' | 'reply' | 'edit' | 'confirm-delete';

/** What a refused write says: the API's own sentence when it gave one. */
function refusal(error: Error): string {
  if (error instanceof ApiRequestError && error.status === 429)
    return 'You are going fast. Wait a minute and try again.';
  return error instanceof ApiRequestError && error.reason
    ? error.reason
    : 'Check your connection and try again.';
}

export function CommentRow({
  comment,
  now,
  showVotes,
  onVote,
  voting,
  actions,
  isReply,
  renderReplies,
}: CommentRowProps) {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [mode, setMode] = useState<Mode>('idle');
  const [areRepliesOpen, setRepliesOpen] = useState(false);
  const toast = useToast();
  if (comment.isDeleted) {
    return (
      <View style={styles.row}>
        <Text style={styles.deleted}>This comment was deleted.</Text>
      </View>
    );
  }
  const name = authorName(comment);
  const username = comment.user?.username;
  const recommends = comment.recommends;
  const isReportable = !comment.isAuthor;
  const noun = comment.kind.endsWith('reply')
    ? 'reply'
    : comment.kind.startsWith('recommendation')
      ? 'recommendation'
      : 'comment';
  const about = comment.isAuthor ? `your ${noun}` : `${name}'s ${noun}`;
  const failed = (title: string) => (error: Error) =>
    toast.show({ title, description: refusal(error), type: 'error' });
  const busy = Boolean(
    actions &&
      ((actions.vote.isPending && actions.vote.variables?.comment.id === comment.id) ||
        (actions.like.isPending && actions.like.variables?.comment.id === comment.id)),
  );
  return (
    <Pressable
      style={styles.row}
      testID={`comment-${comment.id}`}
      // The platforms' gesture for a message's actions; the More button is the same menu for everyone else.
      onLongPress={isReportable ? () => setMenuOpen(true) : undefined}
      accessible={false}
    >
      <View style={styles.meta}>
        {username ? (
          <Link href={`/u/${encodeURIComponent(username)}`} asChild>
            <Pressable accessibilityRole="link" accessibilityLabel={`${name}'s profile`}>
              <Text style={[styles.author, styles.authorLink]}>{name}</Text>
            </Pressable>
          </Link>
        ) : (
          <Text style={styles.author}>{name}</Text>
        )}
        <Text style={styles.when}>{formatRelativeShort(Date.parse(comment.createdAt), now)}</Text>
        {isReportable ? (
          <View style={styles.more}>
            <MoreButton name={`${name}'s ${noun}`} onPress={() => setMenuOpen(true)} />
          </View>
        ) : null}
      </View>
      <ModerationNotice item={comment} />
      <LinkifiedText text={comment.text ?? ''} style={styles.text} />
      {recommends ? <RecommendedCard recommends={recommends} /> : null}
      {onVote && !actions ? (
        <VoteButtons
          comment={comment}
          about={about}
          busy={Boolean(voting)}
          onVote={(next) => onVote(comment, next)}
        />
      ) : showVotes && !actions ? (
        <Text style={styles.votes}>
          {comment.votes.up} up · {comment.votes.down} down
        </Text>
      ) : null}
      {actions && mode === 'edit' ? (
        <CommentInlineEditor
          label={`Edit ${about}`}
          initialText={comment.text ?? ''}
          submitLabel="Save changes"
          busy={actions.edit.isPending}
          onCancel={() => setMode('idle')}
          onSubmit={(text) =>
            actions.edit.mutate(
              { comment, text },
              {
                onSuccess: () => {
                  setMode('idle');
                  toast.show({ title: 'Saved', type: 'success' });
                },
                onError: failed('Not saved'),
              },
            )
          }
        />
      ) : actions ? (
        <CommentActionsBar
          comment={comment}
          about={about}
          busy={busy}
          onVote={(next) =>
            actions.vote.mutate({ comment, next }, { onError: failed('Your vote was not saved') })
          }
          onLike={(liked) =>
            actions.like.mutate({ comment, liked }, { onError: failed('Your like was not saved') })
          }
          {...(isReply ? {} : { onReply: () => setMode('reply') })}
          {...(comment.isAuthor
            ? { onEdit: () => setMode('edit'), onDelete: () => setMode('confirm-delete') }
            : {})}
        />
      ) : null}
      {actions && mode === 'confirm-delete' ? (
        <View style={styles.confirm} accessibilityRole="alert">
          <Text style={styles.text}>Delete {about}? This cannot be undone.</Text>
          <View style={styles.buttons}>
            <Button
              label="Yes, delete"
              busy={actions.remove.isPending}
              onPress={() =>
                actions.remove.mutate(comment, {
                  onSuccess: () => toast.show({ title: 'Deleted', type: 'success' }),
                  onError: (error) => {
                    setMode('idle');
                    failed('Not deleted')(error);
                  },
                })
              }
            />
            <Button label="Keep it" variant="outline" onPress={() => setMode('idle')} />
          </View>
        </View>
      ) : null}
      {actions && mode === 'reply' ? (
        <CommentInlineEditor
          label={`Your reply to ${name}`}
          submitLabel="Post reply"
          busy={actions.reply.isPending}
          onCancel={() => setMode('idle')}
          onSubmit={(text) =>
            actions.reply.mutate(
              { to: comment, text },
              {
                onSuccess: () => {
                  setMode('idle');
                  // The reply is shown where it now is, under the comment.
                  setRepliesOpen(true);
                  toast.show({ title: 'Replied', type: 'success' });
                },
                onError: failed('Could not reply'),
              },
            )
          }
        />
      ) : null}
      {!isReply && renderReplies ? renderReplies(comment, areRepliesOpen, setRepliesOpen) : null}
      {isMenuOpen ? (
        <ReportMenu
          subject={{ type: 'comment', id: comment.id }}
          noun={noun}
          name={`${name}'s ${noun}`}
          onClose={() => setMenuOpen(false)}
        />
      ) : null}
    </Pressable>
  );
}

const styles = StyleSheet.create({
  row: {
    gap: spacing.xs,
    paddingVertical: spacing.md,
    borderBottomWidth: 1,
    borderBottomColor: colors.border,
  },
  meta: { flexDirection: 'row', alignItems: 'center', gap: spacing.sm },
  more: { marginLeft: 'auto' },
  author: { fontSize: 15, ...typography.strong, color: colors.text },
  authorLink: { color: colors.brand },
  when: { fontSize: 13, ...typography.text, color: colors.muted },
  text: { fontSize: 15, ...typography.text, color: colors.text },
  deleted: { fontSize: 15, ...typography.text, fontStyle: 'italic', color: colors.muted },
  votes: { fontSize: 14, ...typography.strong, color: colors.muted },
  confirm: { gap: spacing.sm },
  buttons: { flexDirection: 'row', gap: spacing.sm },
});
