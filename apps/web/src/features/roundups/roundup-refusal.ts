/**
 * The API's refusal of a roundup write (400 `{ error: { message, details: [{ field }] } }`) as the form shows it:
 * beside the field it names (title, description, location), or above the buttons when it names none.
 */
import { readFieldErrors } from '@happenings/domain/schemas';

export type RoundupField = 'title' | 'description' | 'location' | 'form';

export interface RoundupRefusal {
  field: RoundupField;
  message: string;
}

const FIELDS: readonly RoundupField[] = ['title', 'description', 'location'];

/** The first problem the API names: the form shows one at a time. */
export function readRoundupRefusal(refusal: unknown, fallback: string): RoundupRefusal {
  const errors = readFieldErrors(refusal, {
    fieldFor: (path) => FIELDS.find((known) => known === path.split('.')[0]) ?? 'form',
    fallback,
  });
  const [field, message] = Object.entries(errors)[0] as [RoundupField, string];
  return { field, message };
}
