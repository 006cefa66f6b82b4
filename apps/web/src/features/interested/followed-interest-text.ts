/**
 * The line beside the avatars of people you follow who are interested in an event.
 */
/** 'Ada is interested', 'Ada and Bob are interested', 'Ada, Bob and 3 others you follow are interested'. */
export function followedInterestText(names: readonly string[]): string {
  if (names.length === 0) return '';
  if (names.length === 1) return `${names[0]} is interested`;
  if (names.length === 2) return `${names[0]} and ${names[1]} are interested`;
  const others = names.length - 2;
  return `${names[0]}, ${names[1]} and ${others} ${others === 1 ? 'other' : 'others'} you follow are interested`;
}
