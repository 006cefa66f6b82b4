/**
 * What every part of the schedule builder takes: the schedule, the errors to show and a way to change it.
 */
import type { ScheduleDraft } from '@happenings/domain/schedule-form';
import type { FieldErrors } from './event-draft';

export type SetSchedule = (patch: Partial<ScheduleDraft>) => void;

export interface SchedulePartProps {
  schedule: ScheduleDraft;
  errors: FieldErrors;
  set: SetSchedule;
}
