/**
 * The search map's clusters from GET /api/v1/events/clusters: a pin per listed event (name, date, venue in the
 * popup), a numbered circle for a bigger group.
 */
import type { components } from '@happenings/client';
import { formatDate } from '@happenings/domain/format';
import type { MapCluster } from '@/features/map/map-types';

type EventCluster = components['schemas']['EventCluster'];

export function toMapClusters(clusters: readonly EventCluster[], timeZone: string): MapCluster[] {
  return clusters.map((cluster) => {
    const members =
      cluster.members?.map((member) => ({
        id: member.id,
        lat: cluster.lat,
        lng: cluster.lng,
        label: member.name,
        href: `/event/${member.slug}`,
        detail: [formatDate(Date.parse(member.startsAt), 'ddd, MMM D, h:mm A', timeZone), member.venue]
          .filter(Boolean)
          .join(' · '),
      })) ?? null;
    // A listed group keeps its key while its members stay; a counted one while its place and size do.
    const key = members
      ? members.map((member) => member.id).join(',')
      : `${cluster.count}@${cluster.lat.toFixed(5)},${cluster.lng.toFixed(5)}`;
    return { key, lat: cluster.lat, lng: cluster.lng, count: cluster.count, members };
  });
}

/** The map's status line: the search's total (the list's), then how many are in view when not all. */
export function mapCountText(result: { total: number; unplaced: number; inView: number }): string {
  const { total, unplaced, inView } = result;
  if (total === 0) return 'No events match';
  const parts = [`${total} ${total === 1 ? 'event' : 'events'}`];
  if (inView < total - unplaced) parts.push(`${inView} in this area`);
  if (unplaced > 0) parts.push(`${unplaced} without a location`);
  return parts.join(' · ');
}
