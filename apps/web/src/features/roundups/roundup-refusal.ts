/**
 * The API's refusal of a roundup write (400 `{ error: { message, details: [{ field }] } }`) as the form shows it:
 * beside the field it names (title, description, location), or above the buttons when it names none.
 */
export type RoundupField = 'title' | 'description' | 'location' | 'form';

export interface RoundupRefusal {
  field: RoundupField;
  message: string;
}

const FIELDS: readonly RoundupField[] = ['title', 'description', 'location'];

export function readRoundupRefusal(refusal: unknown, fallback: string): RoundupRefusal {
  const error = (refusal as { error?: { message?: string; details?: { field?: string }[] } } | undefined)
    ?.error;
  const field = error?.details?.[0]?.field?.replace(/^body\./, '');
  return {
    field: FIELDS.find((known) => known === field) ?? 'form',
    message: error?.message ?? fallback,
  };
}
