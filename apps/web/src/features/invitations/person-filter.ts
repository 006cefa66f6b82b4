/** Narrowing a list of people by what was typed (the invite pickers filter the people you follow as you type). */

/** Whether a person matches the text: their name or username contains it, ignoring case and a leading @. */
export function matchesPerson(
  person: { displayName?: string | null; username: string | null },
  text: string,
): boolean {
  const wanted = text.trim().replace(/^@/, '').toLowerCase();
  if (!wanted) return true;
  return [person.displayName, person.username].some((value) => value?.toLowerCase().includes(wanted));
}
