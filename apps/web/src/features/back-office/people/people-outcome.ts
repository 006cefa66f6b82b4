/**
 * What /admin/people says after Save, carried in its address so the form works without scripts: one of fixed
 * words, each with its own sentence, which quotes the person's name (as text, cut to 120 characters) and nothing
 * else from the address.
 */
export const PEOPLE_OUTCOMES = ['saved', 'unchanged', 'own-roles', 'gone', 'failed'] as const;
export type PeopleOutcome = (typeof PEOPLE_OUTCOMES)[number];

export function isPeopleOutcome(value: string | undefined): value is PeopleOutcome {
  return (PEOPLE_OUTCOMES as readonly string[]).includes(value ?? '');
}

export function describePeopleOutcome(
  outcome: PeopleOutcome,
  who: string | undefined,
): { message: string; isError: boolean } {
  const person = who ? who.slice(0, 120) : 'The account';
  switch (outcome) {
    case 'saved':
      return { message: `Saved: ${person}’s roles apply from their next request.`, isError: false };
    case 'unchanged':
      return { message: `${person} already held those roles. Nothing changed.`, isError: false };
    case 'own-roles':
      return { message: 'Nobody changes their own roles: ask another admin.', isError: true };
    case 'gone':
      return { message: `${person} no longer exists.`, isError: true };
    case 'failed':
      return { message: 'The roles were not saved. Try again in a moment.', isError: true };
  }
}
