import { describe, expect, it } from 'vitest';
import { clusterMarkers } from './cluster-markers';
import type { MapMarker } from './map-types';

const marker = (id: string, x: number, y: number): MapMarker => ({
  id,
  lat: y,
  lng: x,
  label: id,
  href: `/event/${id}`,
});

describe('clusterMarkers', () => {
  it('merges pins closer than the distance and keeps the others apart', () => {
    const clusters = clusterMarkers(
      [marker('a', 0, 0), marker('b', 10, 10), marker('c', 100, 0), marker('d', 0, 39)],
      (m) => ({ x: m.lng, y: m.lat }),
      40,
    );
    expect(clusters.map((cluster) => cluster.key)).toEqual(['cluster:a,b,d', 'c']);
    expect(clusters[0]?.members.map((m) => m.id)).toEqual(['a', 'b', 'd']);
    expect(clusters[0]).toMatchObject({ lat: 0, lng: 0 });
  });

  it('gives nothing for no markers', () => {
    expect(clusterMarkers([], () => ({ x: 0, y: 0 }))).toEqual([]);
  });
});
