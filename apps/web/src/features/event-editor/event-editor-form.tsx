'use client';
/**
 * Create or edit an event (/event/create, /event/create/{id}): details, categories, media, schedule, place,
 * status; "Save as draft" (NOT_PUBLISHED) or "Publish" (PUBLISHED). Client checks mirror the API; the API's 400
 * details land on their fields. Unsaved changes are guarded when leaving the page.
 */
import { EVENT_STATUSES, type PublishState } from '@happenings/domain/enums';
import { LOCATION_LIST, type LocationSlug } from '@happenings/domain/locations';
import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useToast } from '@/components/toast/toast-provider';
import {
  defaultEventDraft,
  type EventDraft,
  type ExperienceDetail,
  type FieldErrors,
  type FieldKey,
  readEventDraft,
  toWriteBody,
  validateEventDraft,
} from './event-draft';
import { SaveEventError, saveEvent, useCategories } from './event-editor.data';
import styles from './event-editor.module.css';
import { describedBy, FieldError, fieldId, Hint } from './form-field';
import { MediaUploader } from './media-uploader';
import { ScheduleBuilder } from './schedule-builder';
import { VenueSearch } from './venue-search';

interface Props {
  /** The experience being edited; absent on /event/create. */
  experience?: ExperienceDetail;
  initialLocation: LocationSlug;
}

const FIELD_LABELS: Record<FieldKey, string> = {
  name: 'Name',
  shortDescription: 'Summary',
  description: 'Description',
  categories: 'Categories',
  'where.name': 'Venue',
  'where.address': 'Address',
  'where.city': 'City',
  'where.state': 'State',
  'where.lat': 'Coordinates',
  location: 'Location',
  media: 'Photos and videos',
  'schedule.dates': 'Dates',
  'schedule.lastDate': 'Last date',
  'schedule.days': 'Weekly hours',
  'schedule.rrule': 'Repeat rule',
  'schedule.exdates': 'Skip dates',
  form: 'Event',
};

/** Where focus goes for an error: the field's control, or the first control of its group. */
function focusField(key: FieldKey) {
  const fallbacks: Partial<Record<FieldKey, string>> = {
    'schedule.rrule': 'rrule-interval',
    categories: 'event-categories',
  };
  const element =
    document.getElementById(fieldId(key)) ?? document.getElementById(fallbacks[key] ?? '') ?? null;
  element?.focus();
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
  const summaryRef = useRef<HTMLDivElement>(null);
  const categories = useCategories();
  const isDirty = JSON.stringify(draft) !== savedSnapshot;
  const isEdit = Boolean(savedId);

  // Unsaved-changes warning: closing the tab or reloading, and following a link inside the site.
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!anchor || anchor.getAttribute('target') === '_blank' || event.defaultPrevented) return;
      if (!window.confirm('You have unsaved changes. Leave without saving?')) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [isDirty]);

  const save = useMutation({
    mutationFn: (state: PublishState) => saveEvent({ id: savedId, body: toWriteBody(draft, state) }),
    onSuccess: (saved, state) => {
      setSavedSnapshot(JSON.stringify(draft));
      setPublishState(saved.publishState as PublishState);
      setSavedId(saved.id);
      setErrors({});
      if (state === 'PUBLISHED') {
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
    submit(submitter?.value === 'NOT_PUBLISHED' ? 'NOT_PUBLISHED' : 'PUBLISHED');
  };

  const set = <K extends keyof EventDraft>(key: K, value: EventDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const setWhere = (key: keyof EventDraft['where'], value: string) =>
    setDraft((current) => ({
      ...current,
      // A venue typed over is no longer the picked place.
      where: {
        ...current.where,
        [key]: value,
        ...(key === 'name' || key === 'address' ? { placeId: '' } : {}),
      },
    }));

  const errorEntries = Object.entries(errors) as [FieldKey, string][];
  const isDraft = publishState && publishState !== 'PUBLISHED';

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="event-editor-title">
      {isDraft && savedId ? (
        <div className={styles.draftBanner} role="note">
          <span className={styles.draftBadge}>Draft</span>
          <p>
            This event is not published: only you can see it.{' '}
            {experience?.slug ? <Link href={`/event/${experience.slug}`}>Preview the event page</Link> : null}
          </p>
        </div>
      ) : null}

      <div
        ref={summaryRef}
        tabIndex={-1}
        className={styles.errorSummary}
        role="alert"
        hidden={errorEntries.length === 0}
      >
        {errorEntries.length > 0 ? (
          <>
            <h2 className={styles.errorSummaryTitle}>
              {errorEntries.length === 1 ? 'One thing to fix' : `${errorEntries.length} things to fix`}
            </h2>
            <ul>
              {errorEntries.map(([key, message]) => (
                <li key={key}>
                  {key === 'form' ? (
                    message
                  ) : (
                    <a
                      href={`#${fieldId(key)}`}
                      onClick={(event) => {
                        event.preventDefault();
                        focusField(key);
                      }}
                    >
                      {FIELD_LABELS[key]}: {message}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>

      <section className={styles.card} aria-labelledby="section-details">
        <h2 id="section-details" className={styles.cardTitle}>
          Details
        </h2>
        <div className={styles.field}>
          <label htmlFor={fieldId('name')}>
            Event name <span className={styles.required}>(required)</span>
          </label>
          <input
            id={fieldId('name')}
            type="text"
            required
            maxLength={200}
            autoComplete="off"
            className={styles.nameInput}
            value={draft.name}
            placeholder="Jazz night on the river"
            onChange={(event) => set('name', event.target.value)}
            {...describedBy('name', errors)}
          />
          <FieldError field="name" errors={errors} />
        </div>
        <div className={styles.field}>
          <label htmlFor={fieldId('shortDescription')}>Summary</label>
          <input
            id={fieldId('shortDescription')}
            type="text"
            maxLength={500}
            value={draft.shortDescription}
            placeholder="One line that sells it"
            onChange={(event) => set('shortDescription', event.target.value)}
            {...describedBy('shortDescription', errors, true)}
          />
          <Hint field="shortDescription">Shown on cards and in search results.</Hint>
          <FieldError field="shortDescription" errors={errors} />
        </div>
        <div className={styles.field}>
          <label htmlFor={fieldId('description')}>Description</label>
          <textarea
            id={fieldId('description')}
            rows={6}
            maxLength={20000}
            value={draft.description}
            placeholder="What to expect, who it is for, tickets, accessibility…"
            onChange={(event) => set('description', event.target.value)}
            {...describedBy('description', errors)}
          />
          <FieldError field="description" errors={errors} />
        </div>
        <fieldset className={styles.chipFieldset} {...describedBy('categories', errors)}>
          <legend className={styles.label}>Categories</legend>
          {categories.isPending ? (
            <p className={styles.hint}>Loading categories…</p>
          ) : (categories.data ?? []).length === 0 ? (
            <p className={styles.hint}>No categories to choose from right now.</p>
          ) : (
            <div className={styles.chips}>
              {(categories.data ?? []).map((category, index) => (
                <label key={category.slug} className={styles.chip}>
                  <input
                    id={index === 0 ? 'event-categories' : undefined}
                    type="checkbox"
                    checked={draft.categories.includes(category.slug)}
                    onChange={(event) =>
                      set(
                        'categories',
                        event.target.checked
                          ? [...draft.categories, category.slug]
                          : draft.categories.filter((slug) => slug !== category.slug),
                      )
                    }
                  />
                  <span>{category.name}</span>
                </label>
              ))}
            </div>
          )}
          <FieldError field="categories" errors={errors} />
        </fieldset>
      </section>

      <section className={styles.card} aria-labelledby="section-media">
        <h2 id="section-media" className={styles.cardTitle}>
          Photos and videos
        </h2>
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
      </section>

      <section className={styles.card} aria-labelledby="section-when">
        <h2 id="section-when" className={styles.cardTitle}>
          When
        </h2>
        <ScheduleBuilder
          schedule={draft.schedule}
          errors={errors}
          onChange={(next) => set('schedule', next)}
        />
      </section>

      <section className={styles.card} aria-labelledby="section-where">
        <h2 id="section-where" className={styles.cardTitle}>
          Where
        </h2>
        <VenueSearch
          location={draft.location}
          onPick={(place) =>
            setDraft((current) => ({
              ...current,
              where: {
                name: place.name,
                address: place.address,
                city: place.city,
                state: place.state,
                lat: String(place.lat),
                lng: String(place.lng),
                placeId: place.id,
              },
            }))
          }
        />
        <div className={styles.field}>
          <label htmlFor={fieldId('where.name')}>Venue name</label>
          <input
            id={fieldId('where.name')}
            type="text"
            maxLength={300}
            value={draft.where.name}
            placeholder="Museum of Fine Arts"
            onChange={(event) => setWhere('name', event.target.value)}
            {...describedBy('where.name', errors)}
          />
          <FieldError field="where.name" errors={errors} />
        </div>
        <div className={styles.field}>
          <label htmlFor={fieldId('where.address')}>Street address</label>
          <input
            id={fieldId('where.address')}
            type="text"
            maxLength={300}
            autoComplete="street-address"
            value={draft.where.address}
            placeholder="465 Huntington Ave"
            onChange={(event) => setWhere('address', event.target.value)}
            {...describedBy('where.address', errors)}
          />
          <FieldError field="where.address" errors={errors} />
        </div>
        <div className={styles.grid3}>
          <div className={styles.field}>
            <label htmlFor={fieldId('where.city')}>City</label>
            <input
              id={fieldId('where.city')}
              type="text"
              maxLength={100}
              autoComplete="address-level2"
              value={draft.where.city}
              onChange={(event) => setWhere('city', event.target.value)}
              {...describedBy('where.city', errors)}
            />
            <FieldError field="where.city" errors={errors} />
          </div>
          <div className={styles.field}>
            <label htmlFor={fieldId('where.state')}>State</label>
            <input
              id={fieldId('where.state')}
              type="text"
              maxLength={50}
              autoComplete="address-level1"
              value={draft.where.state}
              onChange={(event) => setWhere('state', event.target.value)}
              {...describedBy('where.state', errors)}
            />
            <FieldError field="where.state" errors={errors} />
          </div>
          <div className={styles.field}>
            <label htmlFor={fieldId('location')}>Listed in</label>
            <select
              id={fieldId('location')}
              value={draft.location}
              onChange={(event) => set('location', event.target.value as LocationSlug)}
              {...describedBy('location', errors)}
            >
              {LOCATION_LIST.map((location) => (
                <option key={location.slug} value={location.slug}>
                  {location.name}
                </option>
              ))}
            </select>
            <FieldError field="location" errors={errors} />
          </div>
        </div>
        <details className={styles.details}>
          <summary>Map position (optional)</summary>
          <div className={styles.grid2}>
            <div className={styles.field}>
              <label htmlFor={fieldId('where.lat')}>Latitude</label>
              <input
                id={fieldId('where.lat')}
                type="text"
                inputMode="decimal"
                value={draft.where.lat}
                placeholder="42.3601"
                onChange={(event) => setWhere('lat', event.target.value)}
                {...describedBy('where.lat', errors)}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor="event-where-lng">Longitude</label>
              <input
                id="event-where-lng"
                type="text"
                inputMode="decimal"
                value={draft.where.lng}
                placeholder="-71.0589"
                onChange={(event) => setWhere('lng', event.target.value)}
                {...describedBy('where.lat', errors)}
              />
            </div>
          </div>
          <FieldError field="where.lat" errors={errors} />
        </details>
      </section>

      {isEdit ? (
        <section className={styles.card} aria-labelledby="section-status">
          <h2 id="section-status" className={styles.cardTitle}>
            Status
          </h2>
          <div className={styles.field}>
            <label htmlFor="event-status">Is it going ahead?</label>
            <select
              id="event-status"
              value={draft.status}
              onChange={(event) => set('status', event.target.value as EventDraft['status'])}
              aria-describedby="event-status-hint"
            >
              <option value="">Going ahead as planned</option>
              {EVENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status === 'CANCELED' ? 'Canceled' : status === 'POSTPONED' ? 'Postponed' : 'Rescheduled'}
                </option>
              ))}
            </select>
            <p id="event-status-hint" className={styles.hint}>
              Canceled events show “Canceled”; postponed ones show “TBA” instead of their dates.
            </p>
          </div>
        </section>
      ) : null}

      <div className={styles.actionBar}>
        <p className={styles.actionStatus} aria-live="polite">
          {save.isPending ? 'Saving…' : isDirty ? 'Unsaved changes' : savedId ? 'All changes saved' : ''}
        </p>
        <div className={styles.actions}>
          <button
            type="submit"
            name="publishState"
            value="NOT_PUBLISHED"
            className="button button-secondary"
            disabled={save.isPending}
          >
            Save as draft
          </button>
          <button
            type="submit"
            name="publishState"
            value="PUBLISHED"
            className="button"
            disabled={save.isPending}
          >
            {publishState === 'PUBLISHED' ? 'Publish changes' : 'Publish'}
          </button>
        </div>
      </div>
    </form>
  );
}
