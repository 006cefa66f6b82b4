/**
 * The country calling code of phone sign-in, one of the list the website offers (@happenings/domain/auth
 * CALLING_CODES; the first, +1, is the default).
 */
import { CALLING_CODES } from '@happenings/domain/auth';
import { ChoiceChips } from '../account/choice-chips.tsx';

const CHOICES = CALLING_CODES.map((entry) => ({ value: entry.code, label: entry.label }));

export function CallingCodePicker({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  return <ChoiceChips label="Country code" choices={CHOICES} selected={[value]} onToggle={onChange} />;
}
