/**
 * The editor's form state and its request body (POST /api/v1/experiences, PUT /api/v1/experiences/{id}). Fields
 * the app does not edit (media, map position, picked place, host) are carried over from the stored event, since
 * PUT replaces the whole experience.
 */
import type { components } from '@happenings/client';
import type { EventStatus, PublishState } from '@happenings/domain/enums';
import type { LocationSlug } from '@happenings/domain/locations';
import type { When } from '@happenings/domain/schedule';
import {
  defaultScheduleDraft,
  readScheduleDraft,
  type ScheduleDraft,
  toScheduleFields,
} from '@happenings/domain/schedule-form';

export type ExperienceWrite = components['schemas']['ExperienceWrite'];
export type ExperienceDetail = components['schemas']['ExperienceDetail'];

export interface EventDraft {
  name: string;
  shortDescription: string;
  description: string;
  categories: string[];
  where: { name: string; address: string; city: string; state: string };
  location: LocationSlug;
  status: EventStatus | '';
  schedule: ScheduleDraft;
  /** What the stored event has that this form leaves as it is. */
  kept: {
    media: ExperienceWrite['media'];
    lat: number | null;
    lng: number | null;
    placeId: string | null;
    hostId: string | null;
  };
}

export function defaultEventDraft(location: LocationSlug): EventDraft {
  const isDc = location === 'washington-dc';
  return {
    name: '',
    shortDescription: '',
    description: '',
    categories: [],
    where: { name: '', address: '', city: isDc ? 'Washington' : 'Boston', state: isDc ? 'DC' : 'MA' },
    location,
    status: '',
    schedule: defaultScheduleDraft(),
    kept: { media: [], lat: null, lng: null, placeId: null, hostId: null },
  };
}

export function readEventDraft(experience: ExperienceDetail): EventDraft {
  const { where } = experience;
  return {
    name: experience.name,
    shortDescription: experience.shortDescription ?? '',
    description: experience.description ?? '',
    categories: [...experience.categories],
    where: { name: where.name, address: where.address, city: where.city, state: where.state },
    location: (experience.location as LocationSlug | null) ?? 'boston-ma',
    status: experience.status ?? '',
    schedule: readScheduleDraft({
      when: experience.when as When,
      rrule: experience.rrule ?? null,
      exdates: experience.exdates,
    }),
    kept: {
      media: experience.media as ExperienceWrite['media'],
      lat: where.lat ?? null,
      lng: where.lng ?? null,
      placeId: where.placeId ?? null,
      hostId: experience.hostId ?? null,
    },
  };
}

const trimmedOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function toWriteBody(draft: EventDraft, publishState: PublishState): ExperienceWrite {
  const schedule = toScheduleFields(draft.schedule);
  return {
    name: draft.name.trim(),
    shortDescription: trimmedOrNull(draft.shortDescription),
    description: trimmedOrNull(draft.description),
    media: draft.kept.media,
    when: schedule.when as ExperienceWrite['when'],
    rrule: schedule.rrule,
    exdates: schedule.exdates,
    where: {
      name: trimmedOrNull(draft.where.name),
      address: trimmedOrNull(draft.where.address),
      city: trimmedOrNull(draft.where.city),
      state: trimmedOrNull(draft.where.state),
      lat: draft.kept.lat,
      lng: draft.kept.lng,
      placeId: draft.kept.placeId,
    },
    location: draft.location,
    categories: draft.categories,
    hostId: draft.kept.hostId,
    status: draft.status === '' ? null : draft.status,
    publishState,
  };
}
