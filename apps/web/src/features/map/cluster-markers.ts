/**
 * Screen-space clustering of pins: markers closer than a pin's size on screen merge into one pin with a count,
 * so no two pins overlap (WCAG 2.5.8 target size) and an event series or a busy venue shows once.
 */
import type { MapMarker } from './map-types';

export interface MarkerCluster {
  /** The marker's id for a single pin; 'cluster:' and the member ids for a group. */
  key: string;
  /** Where the pin stands: the first member's position. */
  lat: number;
  lng: number;
  members: MapMarker[];
}

/** Pins are 28 × 36 px: centres closer than this would overlap or leave less than 24 px targets. */
export const CLUSTER_DISTANCE_PX = 40;

export function clusterMarkers(
  markers: readonly MapMarker[],
  project: (marker: MapMarker) => { x: number; y: number },
  distance = CLUSTER_DISTANCE_PX,
): MarkerCluster[] {
  const groups: { x: number; y: number; members: MapMarker[] }[] = [];
  for (const marker of markers) {
    const point = project(marker);
    const near = groups.find(
      (group) => Math.abs(group.x - point.x) < distance && Math.abs(group.y - point.y) < distance,
    );
    if (near) near.members.push(marker);
    else groups.push({ ...point, members: [marker] });
  }
  return groups.map(({ members }) => {
    const first = members[0] as MapMarker;
    return {
      key: members.length === 1 ? first.id : `cluster:${members.map((member) => member.id).join(',')}`,
      lat: first.lat,
      lng: first.lng,
      members,
    };
  });
}
