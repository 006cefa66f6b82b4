/**
 * Create or edit an event: details, when, where and (once it exists) its status; "Save as draft" (NOT_PUBLISHED),
 * "Submit for review" (PENDING_REVIEW) or "Publish" (PUBLISHED), as on the website. The domain's checks run first;
 * the API's 400 details land on their fields. Published, the event's screen opens; a draft, or one waiting for an
 * editor (submitted, or a request to publish the review rule held), stays in the editor, since only its owner may
 * see it, with where it stands with the editors (docs/moderation.md "The review queue").
 */
import { EVENT_STATUSES, type PublishState } from '@happenings/domain/enums';
import type { LocationSlug } from '@happenings/domain/locations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'expo-router';
import { useRef, useState } from 'react';
import {
  AccessibilityInfo,
  KeyboardAvoidingView,
  Platform,
  ScrollView,
  StyleSheet,
  Text,
  View,
} from 'react-native';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useNow } from '../../lib/use-now.ts';
import { useToast } from '../toast/toast-provider.tsx';
import { DetailsFields } from './details-fields.tsx';
import { EditorActions } from './editor-actions.tsx';
import {
  defaultEventDraft,
  type EventDraft,
  type ExperienceDetail,
  readEventDraft,
  toWriteBody,
} from './event-draft.ts';
import { type SavedEvent, SaveEventError, saveEvent } from './event-editor.data.ts';
import { type FieldErrors, validateEventDraft } from './event-validation.ts';
import { ChoiceGroup, Section } from './form-field.tsx';
import { PlaceFields } from './place-fields.tsx';
import { type ExperienceReview, ReviewStatus } from './review-status.tsx';
import { ScheduleFields } from './schedule-fields.tsx';

type StatusChoice = EventDraft['status'] | 'NONE';

const STATUS_CHOICES: readonly { value: StatusChoice; label: string }[] = [
  { value: 'NONE', label: 'Going ahead' },
  ...EVENT_STATUSES.map((status) => ({
    value: status,
    label: status === 'CANCELED' ? 'Canceled' : status === 'POSTPONED' ? 'Postponed' : 'Rescheduled',
  })),
];

interface Props {
  /** The event being edited; absent for a new one. */
  experience?: ExperienceDetail;
  initialLocation: LocationSlug;
}

export function EventEditorForm({ experience, initialLocation }: Props) {
  const router = useRouter();
  const toast = useToast();
  const queryClient = useQueryClient();
  const scroll = useRef<ScrollView>(null);
  const [draft, setDraft] = useState<EventDraft>(() =>
    experience ? readEventDraft(experience) : defaultEventDraft(initialLocation),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [savedId, setSavedId] = useState(experience?.id);
  const [publishState, setPublishState] = useState<PublishState | null>(
    (experience?.publishState as PublishState | undefined) ?? null,
  );
  const [review, setReview] = useState<ExperienceReview | null>(experience?.review ?? null);
  const now = useNow();

  const set = <K extends keyof EventDraft>(key: K, value: EventDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const count = Object.keys(found).length;
    AccessibilityInfo.announceForAccessibility(
      count === 1 ? 'One thing to fix before saving.' : `${count} things to fix before saving.`,
    );
    scroll.current?.scrollTo({ y: 0, animated: true });
  };

  const save = useMutation({
    mutationFn: (state: PublishState) => saveEvent({ id: savedId, body: toWriteBody(draft, state) }),
    onSuccess: (saved, state) => {
      setErrors({});
      setSavedId(saved.id);
      setPublishState(saved.publishState as PublishState);
      setReview(saved.review);
      // The event, the lists it appears in and the editor's own copy change with it.
      void queryClient.invalidateQueries({ queryKey: ['event', saved.slug] });
      void queryClient.invalidateQueries({ queryKey: ['event-editor', saved.id] });
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
      void queryClient.invalidateQueries({ queryKey: ['discover'] });
      if (saved.publishState === 'PUBLISHED') {
        toast.show({ type: 'success', title: savedId ? 'Changes published' : 'Event published' });
        router.replace(`/event/${saved.slug}`);
        return;
      }
      toast.show(savedToast(saved, state));
      if (!savedId) router.replace(`/event/create/${saved.id}`);
    },
    onError: (error) =>
      showErrors(
        error instanceof SaveEventError
          ? error.fieldErrors
          : { form: 'The event could not be saved. Check your connection and try again.' },
      ),
  });

  const submit = (state: PublishState) => {
    const found = validateEventDraft(draft);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    save.mutate(state);
  };

  const isDraft = Boolean(savedId) && publishState === 'NOT_PUBLISHED' && review?.state !== 'REJECTED';
  const errorMessages = Object.values(errors);

  return (
    <KeyboardAvoidingView style={styles.fill} behavior={Platform.OS === 'ios' ? 'padding' : undefined}>
      <ScrollView ref={scroll} contentContainerStyle={styles.page} keyboardShouldPersistTaps="handled">
        <Text style={styles.title} accessibilityRole="header">
          {savedId ? 'Edit event' : 'Create an event'}
        </Text>
        {isDraft ? (
          <Text style={styles.draft} testID="draft-banner">
            Draft: only you can see this event until you publish it.
          </Text>
        ) : null}
        {review && publishState !== 'PUBLISHED' ? (
          <ReviewStatus review={review} timeZone={draft.schedule.timeZone} now={now} />
        ) : null}
        {errorMessages.length > 0 ? (
          <View style={styles.summary} accessibilityRole="alert" testID="error-summary">
            <Text style={styles.summaryTitle}>
              {errorMessages.length === 1 ? 'One thing to fix' : `${errorMessages.length} things to fix`}
            </Text>
            {errors.form ? <Text style={styles.summaryLine}>{errors.form}</Text> : null}
          </View>
        ) : null}
        <DetailsFields draft={draft} errors={errors} set={set} />
        <ScheduleFields
          schedule={draft.schedule}
          errors={errors}
          onChange={(next) => set('schedule', next)}
        />
        <PlaceFields draft={draft} errors={errors} set={set} />
        {savedId ? (
          <Section title="Status">
            <ChoiceGroup
              label="Is it going ahead?"
              choices={STATUS_CHOICES}
              value={draft.status === '' ? 'NONE' : draft.status}
              onChange={(status) => set('status', status === 'NONE' ? '' : status)}
            />
            <Text style={styles.hint}>
              Canceled events show “Canceled”; postponed ones show “TBA” instead of dates.
            </Text>
          </Section>
        ) : null}
        <EditorActions
          publishState={publishState}
          review={review}
          saving={save.isPending ? save.variables : null}
          onSubmit={submit}
        />
      </ScrollView>
    </KeyboardAvoidingView>
  );
}

const styles = StyleSheet.create({
  fill: { flex: 1 },
  page: { padding: spacing.lg, gap: spacing.lg, paddingBottom: spacing.xl * 2 },
  title: { fontSize: 26, ...typography.heading, color: colors.text },
  draft: {
    padding: spacing.md,
    borderRadius: 10,
    backgroundColor: colors.surface,
    color: colors.warning,
    fontSize: 15,
    ...typography.strong,
  },
  summary: {
    padding: spacing.md,
    borderRadius: 10,
    borderWidth: 1.5,
    borderColor: colors.danger,
    gap: spacing.xs,
  },
  summaryTitle: { fontSize: 16, ...typography.strong, color: colors.danger },
  summaryLine: { fontSize: 15, ...typography.text, color: colors.text },
  hint: { fontSize: 14, ...typography.text, color: colors.muted },
});

/** What a save that left the event unpublished says: a draft, or waiting for an editor (asked, or held). */
function savedToast(saved: SavedEvent, requested: PublishState) {
  if (saved.publishState !== 'PENDING_REVIEW')
    return {
      type: 'success' as const,
      title: 'Draft saved',
      description: 'Only you can see it until you publish.',
    };
  if (saved.heldForReview || requested === 'PUBLISHED')
    return {
      type: 'info' as const,
      title: 'Waiting for review',
      description: 'An editor looks at it before it is published. We’ll let you know.',
    };
  return {
    type: 'success' as const,
    title: 'Submitted for review',
    description: 'An editor will publish it or tell you what to change.',
  };
}
