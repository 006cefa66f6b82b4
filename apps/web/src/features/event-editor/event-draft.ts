/**
 * The event editor's form state, its request body (POST /api/v1/experiences, PUT /api/v1/experiences/{id}), the
 * client-side checks that mirror the API (validateWhen of spec §5, validateRRule), and which form field shows a
 * problem the API's 400 details name (field paths like 'body.when.startDate', read by readFieldErrors).
 */
import type { components } from '@happenings/client';
import type { EventStatus, PublishState } from '@happenings/domain/enums';
import type { LocationSlug } from '@happenings/domain/locations';
import { validateRRule } from '@happenings/domain/recurrence';
import { ScheduleError, validateWhen } from '@happenings/domain/schedule';
import {
  customRRuleText,
  defaultScheduleDraft,
  readScheduleDraft,
  type ScheduleDraft,
  toScheduleFields,
  WEEK_ORDER,
} from '@happenings/domain/schedule-form';
import { readFieldErrors } from '@happenings/domain/schemas';

export type ExperienceWrite = components['schemas']['ExperienceWrite'];
export type ExperienceDetail = components['schemas']['ExperienceDetail'];
export type MediaItem = components['schemas']['UploadedMediaItem'];

export interface EventDraft {
  name: string;
  shortDescription: string;
  description: string;
  categories: string[];
  where: {
    name: string;
    address: string;
    city: string;
    state: string;
    lat: string;
    lng: string;
    /** The venue picked from the venue search; cleared when the name or address is typed over. */
    placeId: string;
  };
  location: LocationSlug;
  status: EventStatus | '';
  media: MediaItem[];
  schedule: ScheduleDraft;
}

/** Sets one field of the draft (the form's parts change the draft through it). */
export type SetDraftField = <K extends keyof EventDraft>(key: K, value: EventDraft[K]) => void;

/** Field keys the form shows errors on; each is the id suffix of a control and its message. */
export type FieldKey =
  | 'name'
  | 'shortDescription'
  | 'description'
  | 'categories'
  | 'where.name'
  | 'where.address'
  | 'where.city'
  | 'where.state'
  | 'where.lat'
  | 'location'
  | 'media'
  | 'schedule.dates'
  | 'schedule.lastDate'
  | 'schedule.days'
  | 'schedule.rrule'
  | 'schedule.exdates'
  | 'form';

export type FieldErrors = Partial<Record<FieldKey, string>>;

export function defaultEventDraft(location: LocationSlug): EventDraft {
  return {
    name: '',
    shortDescription: '',
    description: '',
    categories: [],
    where: {
      name: '',
      address: '',
      city: location === 'washington-dc' ? 'Washington' : 'Boston',
      state: location === 'washington-dc' ? 'DC' : 'MA',
      lat: '',
      lng: '',
      placeId: '',
    },
    location,
    status: '',
    media: [],
    schedule: defaultScheduleDraft(),
  };
}

export function readEventDraft(experience: ExperienceDetail): EventDraft {
  const where = experience.where;
  return {
    name: experience.name,
    shortDescription: experience.shortDescription ?? '',
    description: experience.description ?? '',
    categories: [...experience.categories],
    where: {
      name: where.name,
      address: where.address,
      city: where.city,
      state: where.state,
      lat: where.lat === undefined ? '' : String(where.lat),
      lng: where.lng === undefined ? '' : String(where.lng),
      placeId: where.placeId ?? '',
    },
    location: (experience.location as LocationSlug | null) ?? 'boston-ma',
    status: experience.status ?? '',
    media: experience.media as MediaItem[],
    schedule: readScheduleDraft({
      when: experience.when as Parameters<typeof readScheduleDraft>[0]['when'],
      rrule: experience.rrule ?? null,
      exdates: experience.exdates,
    }),
  };
}

const trimmedOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function toWriteBody(draft: EventDraft, publishState: PublishState): ExperienceWrite {
  const schedule = toScheduleFields(draft.schedule);
  const lat = draft.where.lat.trim() === '' ? null : Number(draft.where.lat);
  const lng = draft.where.lng.trim() === '' ? null : Number(draft.where.lng);
  return {
    name: draft.name.trim(),
    shortDescription: trimmedOrNull(draft.shortDescription),
    description: trimmedOrNull(draft.description),
    media: draft.media,
    when: schedule.when as ExperienceWrite['when'],
    rrule: schedule.rrule,
    exdates: schedule.exdates,
    where: {
      name: trimmedOrNull(draft.where.name),
      address: trimmedOrNull(draft.where.address),
      city: trimmedOrNull(draft.where.city),
      state: trimmedOrNull(draft.where.state),
      lat,
      lng,
      placeId: draft.where.placeId || null,
    },
    location: draft.location,
    categories: draft.categories,
    status: draft.status === '' ? null : draft.status,
    publishState,
  } as ExperienceWrite;
}

/** spec §5 'when object malformed' in words a host understands, on the date fields. */
export const FRIENDLY_WHEN_MESSAGE = 'Choose when the event starts and ends: both dates are needed.';

/** The client-side checks, mirroring the API; an empty result means the body can be sent. */
export function validateEventDraft(draft: EventDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (draft.name.trim() === '') errors.name = 'Give the event a name.';
  else if (draft.name.trim().length > 200) errors.name = 'Keep the name under 200 characters.';
  if (draft.shortDescription.length > 500) errors.shortDescription = 'Keep the summary under 500 characters.';
  const lat = draft.where.lat.trim();
  const lng = draft.where.lng.trim();
  if ((lat === '') !== (lng === '')) errors['where.lat'] = 'Give both latitude and longitude, or neither.';
  else if (lat !== '' && (Number.isNaN(Number(lat)) || Number.isNaN(Number(lng))))
    errors['where.lat'] = 'Latitude and longitude are numbers, like 42.3601 and -71.0589.';

  const schedule = draft.schedule;
  const { when } = toScheduleFields(schedule);
  try {
    validateWhen(when);
  } catch (error) {
    if (!(error instanceof ScheduleError)) throw error;
    errors['schedule.dates'] =
      schedule.mode === 'weekly' ? 'Choose the first date of the series.' : FRIENDLY_WHEN_MESSAGE;
  }
  if (!schedule.isAllDay && schedule.mode !== 'weekly' && (!schedule.startTime || !schedule.endTime))
    errors['schedule.dates'] ??= 'Choose a start and an end time, or make it all day.';
  if (schedule.mode === 'weekly') {
    if (!schedule.lastDate) errors['schedule.lastDate'] = 'Choose the last date of the series.';
    else if (schedule.startDate && schedule.lastDate < schedule.startDate)
      errors['schedule.lastDate'] = 'The last date is before the first date.';
    const openDays = WEEK_ORDER.filter((day) => schedule.days[day].mode !== 'closed');
    if (openDays.length === 0) errors['schedule.days'] = 'Open at least one day of the week.';
    else if (
      openDays.some(
        (day) =>
          schedule.days[day].mode === 'hours' && (!schedule.days[day].open || !schedule.days[day].close),
      )
    )
      errors['schedule.days'] = 'Give opening and closing times for each day with hours.';
  }
  if (
    schedule.mode === 'monthly' &&
    schedule.lastDate &&
    schedule.startDate &&
    schedule.lastDate < schedule.startDate
  )
    errors['schedule.lastDate'] = 'The last date is before the first date.';
  if (schedule.mode === 'custom') {
    const text = customRRuleText(schedule);
    if (text === '') errors['schedule.rrule'] = 'Write a recurrence rule, like FREQ=WEEKLY;BYDAY=FR.';
    else {
      const checked = validateRRule(text);
      if (!checked.ok) errors['schedule.rrule'] = checked.error;
    }
  }
  return errors;
}

/** A path of the request body ('when.startDate', 'where.lat', 'rrule') → the form field showing it. */
export function fieldForApiPath(path: string): FieldKey {
  const [head, next] = path.split('.');
  switch (head) {
    case 'name':
    case 'shortDescription':
    case 'description':
    case 'categories':
    case 'location':
    case 'media':
      return head;
    case 'where':
      if (next === 'name' || next === 'address' || next === 'city' || next === 'state')
        return `where.${next}`;
      return 'where.lat';
    case 'when':
      if (next === 'repeatsUntil') return 'schedule.lastDate';
      if (next === 'weekdays') return 'schedule.days';
      return 'schedule.dates';
    case 'rrule':
      return 'schedule.rrule';
    case 'exdates':
      return 'schedule.exdates';
    default:
      return 'form';
  }
}

/** The API's 400 body as field errors; 'when object malformed' becomes the friendly date message. */
export function readApiFieldErrors(body: unknown): FieldErrors {
  return readFieldErrors(body, {
    fieldFor: fieldForApiPath,
    fallback: 'The event could not be saved. Please try again.',
    describe: (field, message) =>
      field === 'schedule.dates' && /when object malformed|missing/i.test(message)
        ? FRIENDLY_WHEN_MESSAGE
        : message,
  });
}
