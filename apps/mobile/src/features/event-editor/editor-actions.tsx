/**
 * The editor's buttons, which depend on where the event stands (docs/moderation.md "The review queue"):
 * - a new event or a draft: save as draft, submit for review, or publish (which a newcomer's review rule may hold);
 * - one an editor sent back: save as draft, or resubmit for review (asking to publish would be held anyway);
 * - one waiting for review: keep it waiting with the changes, or take it back to a draft (out of the queue);
 * - a published one: save as draft (unpublish) or publish the changes.
 */
import type { PublishState } from '@happenings/domain/enums';
import { StyleSheet, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { spacing } from '../../lib/theme.ts';
import type { ExperienceReview } from './review-status.tsx';

interface Action {
  state: PublishState;
  label: string;
  variant: 'primary' | 'outline';
  testID: string;
}

export function editorActions(publishState: PublishState | null, review: ExperienceReview | null): Action[] {
  const draft: Action = {
    state: 'NOT_PUBLISHED',
    label: 'Save as draft',
    variant: 'outline',
    testID: 'save-draft',
  };
  if (publishState === 'PUBLISHED')
    return [draft, { state: 'PUBLISHED', label: 'Publish changes', variant: 'primary', testID: 'publish' }];
  if (publishState === 'PENDING_REVIEW')
    return [
      { ...draft, label: 'Back to draft' },
      { state: 'PENDING_REVIEW', label: 'Save changes', variant: 'primary', testID: 'submit-review' },
    ];
  if (review?.state === 'REJECTED')
    return [
      draft,
      { state: 'PENDING_REVIEW', label: 'Resubmit for review', variant: 'primary', testID: 'submit-review' },
    ];
  return [
    draft,
    { state: 'PENDING_REVIEW', label: 'Submit for review', variant: 'outline', testID: 'submit-review' },
    { state: 'PUBLISHED', label: 'Publish', variant: 'primary', testID: 'publish' },
  ];
}

interface Props {
  publishState: PublishState | null;
  review: ExperienceReview | null;
  /** The state being saved, while a save is under way. */
  saving: PublishState | null;
  onSubmit: (state: PublishState) => void;
}

export function EditorActions({ publishState, review, saving, onSubmit }: Props) {
  return (
    <View style={styles.actions}>
      {editorActions(publishState, review).map((action) => (
        <Button
          key={action.testID}
          label={action.label}
          variant={action.variant}
          onPress={() => onSubmit(action.state)}
          busy={saving === action.state}
          disabled={saving !== null}
          testID={action.testID}
        />
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  actions: { gap: spacing.md, paddingTop: spacing.md },
});
