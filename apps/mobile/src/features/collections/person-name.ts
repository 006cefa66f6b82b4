/**
 * How a person in a collection is named: their name, else their @username, else a neutral word (an account with
 * neither still takes part).
 */
export function personName(
  person: { displayName?: string | null; username: string | null },
  fallback = 'Someone',
): string {
  return person.displayName?.trim() || (person.username ? `@${person.username}` : fallback);
}

/** '1 item', '12 items'. */
export function countLabel(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
