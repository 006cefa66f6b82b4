/**
 * An instant as staff read it: the wall clock of the cities the guide covers (both on New York time, spec §1),
 * named as such, in a <time> element carrying the instant itself.
 */
import { formatDate } from '@happenings/domain/format';

const STAFF_TIME_ZONE = 'America/New_York';

export function formatStaffTime(iso: string): string {
  return `${formatDate(Date.parse(iso), 'MMM D, YYYY, h:mm A', STAFF_TIME_ZONE)} ET`;
}

export function StaffTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatStaffTime(iso)}</time>;
}
