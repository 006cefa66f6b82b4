'use client';
/**
 * Create or edit an event (/event/create, /event/create/{id}): details, categories, media, schedule, place,
 * status; "Save as draft" (NOT_PUBLISHED), "Submit for review" (PENDING_REVIEW) or "Publish" (PUBLISHED, which
 * the review rule may hold for an editor: the editor then says so rather than "Published"). The review's state and
 * an editor's reason show above the form. Client checks mirror the API; the API's 400
 * details land on their fields. Unsaved changes are guarded when leaving the page. This file holds the draft and
 * saving; each part the host sees has its own file.
 */
import type { PublishState } from '@happenings/domain/enums';
import type { LocationSlug } from '@happenings/domain/locations';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useToast } from '@/components/toast/toast-provider';
import { DetailsFields } from './details-fields';
import { EditorSection } from './editor-section';
import { ErrorSummary } from './error-summary';
import {
  defaultEventDraft,
  type EventDraft,
  type ExperienceDetail,
  type FieldErrors,
  readEventDraft,
  type SetDraftField,
  toWriteBody,
  validateEventDraft,
} from './event-draft';
import { SaveEventError, saveEvent } from './event-editor.data';
import styles from './event-editor.module.css';
import { applyEventPage } from './event-page-import';
import { MediaUploader } from './media-uploader';
import { PageImport } from './page-import';
import { PlaceFields } from './place-fields';
import { DraftBanner, PublishControls } from './publish-controls';
import { ReviewNotice } from './review-notice';
import { ScheduleBuilder } from './schedule-builder';
import { StatusField } from './status-field';
import { useLeaveGuard } from './use-leave-guard';

interface Props {
  /** The experience being edited; absent on /event/create. */
  experience?: ExperienceDetail;
  initialLocation: LocationSlug;
}

export function EventEditorForm({ experience, initialLocation }: Props) {
  const router = useRouter();
  const toast = useToast();
  const initial = useMemo(
    () => (experience ? readEventDraft(experience) : defaultEventDraft(initialLocation)),
    [experience, initialLocation],
  );
  const [draft, setDraft] = useState<EventDraft>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [savedSnapshot, setSavedSnapshot] = useState(() => JSON.stringify(initial));
  const [publishState, setPublishState] = useState(experience?.publishState ?? null);
  const [savedId, setSavedId] = useState(experience?.id);
  const [savedSlug, setSavedSlug] = useState(experience?.slug);
  const [review, setReview] = useState(experience?.review ?? null);
  const [wasHeld, setWasHeld] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const isDirty = JSON.stringify(draft) !== savedSnapshot;
  const isEdit = Boolean(savedId);

  useLeaveGuard(isDirty);

  const save = useMutation({
    mutationFn: (state: PublishState) => saveEvent({ id: savedId, body: toWriteBody(draft, state) }),
    onSuccess: (saved, state) => {
      setSavedSnapshot(JSON.stringify(draft));
      setPublishState(saved.publishState as PublishState);
      setSavedId(saved.id);
      setSavedSlug(saved.slug);
      setReview(saved.review);
      setWasHeld(saved.heldForReview);
      setErrors({});
      if (saved.publishState === 'PENDING_REVIEW') {
        toast.show({
          type: 'success',
          title: saved.heldForReview ? 'Sent for review' : 'Submitted for review',
          description:
            'An editor will publish it or send it back with a reason. Only you can see it until then.',
        });
        if (!isEdit) router.replace(`/event/create/${saved.id}`);
        // The notice above the form says where it stands now: take the host to it.
        requestAnimationFrame(() => window.scrollTo({ top: 0 }));
      } else if (state === 'PUBLISHED') {
        toast.show({ type: 'success', title: isEdit ? 'Changes published' : 'Event published' });
        router.push(`/event/${saved.slug}`);
      } else {
        toast.show({
          type: 'success',
          title: 'Draft saved',
          description: 'Only you can see it until you publish.',
        });
        if (!isEdit) router.replace(`/event/create/${saved.id}`);
      }
    },
    onError: (error) => {
      const fieldErrors =
        error instanceof SaveEventError
          ? error.fieldErrors
          : { form: 'The event could not be saved. Please try again.' };
      showErrors(fieldErrors);
    },
  });

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    // Focus the summary so it is announced; it links to each field.
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const submit = (state: PublishState) => {
    const found = validateEventDraft(draft);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    save.mutate(state);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const asked = submitter?.value;
    submit(asked === 'NOT_PUBLISHED' || asked === 'PENDING_REVIEW' ? asked : 'PUBLISHED');
  };

  const set: SetDraftField = (key, value) => setDraft((current) => ({ ...current, [key]: value }));
  const isDraft = publishState && publishState !== 'PUBLISHED';
  const hasReviewNotice =
    publishState === 'PENDING_REVIEW' || (review?.state === 'REJECTED' && publishState !== 'PUBLISHED');

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="event-editor-title">
      {hasReviewNotice ? (
        <ReviewNotice
          review={review}
          publishState={publishState}
          wasHeld={wasHeld}
          slug={savedSlug}
          timeZone={experience?.timeZone ?? 'America/New_York'}
        />
      ) : isDraft && savedId ? (
        <DraftBanner slug={savedSlug} />
      ) : null}

      <ErrorSummary errors={errors} ref={summaryRef} />

      <EditorSection id="details" title="Details">
        {experience ? null : (
          <PageImport onImport={(page) => setDraft((current) => applyEventPage(current, page))} />
        )}
        <DetailsFields draft={draft} errors={errors} set={set} />
      </EditorSection>

      <EditorSection id="media" title="Photos and videos">
        <MediaUploader
          media={draft.media}
          errors={errors}
          onChange={(next) =>
            setDraft((current) => ({
              ...current,
              media: typeof next === 'function' ? next(current.media) : next,
            }))
          }
        />
      </EditorSection>

      <EditorSection id="when" title="When">
        <ScheduleBuilder
          schedule={draft.schedule}
          errors={errors}
          onChange={(next) => set('schedule', next)}
        />
      </EditorSection>

      <EditorSection id="where" title="Where">
        <PlaceFields draft={draft} errors={errors} set={set} setDraft={setDraft} />
      </EditorSection>

      {isEdit ? (
        <EditorSection id="status" title="Status">
          <StatusField draft={draft} set={set} />
        </EditorSection>
      ) : null}

      <PublishControls
        isSaving={save.isPending}
        isDirty={isDirty}
        isSaved={Boolean(savedId)}
        isPublished={publishState === 'PUBLISHED'}
        isInReview={publishState === 'PENDING_REVIEW'}
        wasRejected={review?.state === 'REJECTED'}
      />
    </form>
  );
}
