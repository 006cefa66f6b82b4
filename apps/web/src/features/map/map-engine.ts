/**
 * The MapLibre side of MapView, loaded only in the browser with a dynamic import (MapLibre needs WebGL and
 * weighs ~1 MB: pages render and work without it). Pins are DOM markers (buttons with the pin's name), so they
 * show over any style, including the plain offline one with no tiles, and are reachable by keyboard.
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import { getVersion, Map as MapLibreMap, Marker, NavigationControl, Popup, setWorkerUrl } from 'maplibre-gl';
import { clusterMarkers, type MarkerCluster } from './cluster-markers';
import type { BoundingBox, MapMarker } from './map-types';
import { clampBox } from './map-types';

/** Served by src/app/search/map-worker/route.ts from the installed package (MapLibre 6 runs a module worker). */
export const MAP_WORKER_PATH = '/search/map-worker';

export interface MapEngineOptions {
  container: HTMLElement;
  styleUrl: string;
  /** The box to show first (a location's bounding box), or a centre with a zoom. */
  bounds?: BoundingBox;
  center?: { lat: number; lng: number; zoom: number };
  compact?: boolean;
  onBoundsChange?: (box: BoundingBox) => void;
  onMarkerActivate?: (id: string) => void;
}

export interface MapEngine {
  setMarkers(markers: readonly MapMarker[]): void;
  setHighlighted(id: string | null): void;
  resize(): void;
  destroy(): void;
}

const PIN_CLASS = 'happenings-pin';
const BOUNDS_INSET_PX = { top: 44, right: 56, bottom: 36, left: 16 };

function popupContent(members: readonly MapMarker[]): HTMLElement {
  const root = document.createElement('div');
  root.className = 'happenings-popup';
  const list = document.createElement('ul');
  list.className = 'happenings-popup-list';
  for (const marker of members) {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = marker.href;
    link.textContent = marker.label;
    link.className = 'happenings-popup-link';
    item.append(link);
    if (marker.detail) {
      const detail = document.createElement('p');
      detail.textContent = marker.detail;
      detail.className = 'happenings-popup-detail';
      item.append(detail);
    }
    list.append(item);
  }
  root.append(list);
  return root;
}

function pinElement(cluster: MarkerCluster): HTMLButtonElement {
  const { members } = cluster;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = PIN_CLASS;
  button.dataset.mapPin = cluster.key;
  button.dataset.mapIds = members.map((member) => member.id).join(' ');
  button.dataset.count = String(members.length);
  const first = members[0];
  button.setAttribute(
    'aria-label',
    members.length === 1 && first
      ? first.label
      : `${members.length} events here: ${members.map((member) => member.label).join(', ')}`,
  );
  button.innerHTML =
    '<svg viewBox="0 0 24 32" width="28" height="36" aria-hidden="true" focusable="false"><path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0Z"/><circle cx="12" cy="12" r="6"/></svg>';
  if (members.length > 1) {
    const count = document.createElement('span');
    count.className = 'happenings-pin-count';
    count.setAttribute('aria-hidden', 'true');
    count.textContent = members.length > 99 ? '99+' : String(members.length);
    button.append(count);
  }
  return button;
}

export function createMapEngine(options: MapEngineOptions): MapEngine {
  setWorkerUrl(`${MAP_WORKER_PATH}?v=${getVersion()}`);
  const { bounds, center, compact = false } = options;
  const map = new MapLibreMap({
    container: options.container,
    style: options.styleUrl,
    ...(bounds
      ? {
          bounds: [
            [bounds.xmin, bounds.ymin],
            [bounds.xmax, bounds.ymax],
          ] as [[number, number], [number, number]],
        }
      : {
          center: [center?.lng ?? -71.06, center?.lat ?? 42.36] as [number, number],
          zoom: center?.zoom ?? 12,
        }),
    attributionControl: compact ? false : { compact: true },
    cooperativeGestures: compact,
    dragRotate: false,
    pitchWithRotate: false,
    // The canvas's accessible name (it is a focusable region; arrow keys pan, +/- zoom, Tab leaves).
    locale: {
      'Map.Title': compact ? 'Map of the venue' : 'Map of events: arrow keys pan, plus and minus zoom',
    },
  });
  map.touchZoomRotate.disableRotation();
  map.keyboard.disableRotation();
  if (!compact) map.addControl(new NavigationControl({ showCompass: false }), 'top-right');

  // A failed style or tile fires 'error' and leaves the plain canvas: DOM pins still show, so nothing to do.
  map.on('error', () => {});

  // The box asked for is the map minus a margin, so no pin stands under the zoom buttons or the attribution
  // and none is cut by the edge (a pin rises 36 px above its point): every pin is a whole, separate target.
  const emitBounds = () => {
    const { clientWidth: width, clientHeight: height } = options.container;
    const inset = BOUNDS_INSET_PX;
    const northWest = map.unproject([inset.left, inset.top]);
    const southEast = map.unproject([
      Math.max(inset.left + 1, width - inset.right),
      Math.max(inset.top + 1, height - inset.bottom),
    ]);
    options.onBoundsChange?.(
      clampBox({ xmin: northWest.lng, ymin: southEast.lat, xmax: southEast.lng, ymax: northWest.lat }),
    );
  };
  // A map built in a hidden container (the mobile list view) has no size: it shows its first box when shown.
  let hasSize = options.container.clientWidth > 0;
  if (options.onBoundsChange) {
    map.on('moveend', emitBounds);
    // The first box is known once the map has a size (before the style loads, so pins need no tiles).
    if (hasSize) queueMicrotask(emitBounds);
  }

  const pins = new Map<string, { marker: Marker; element: HTMLButtonElement; cluster: MarkerCluster }>();
  let items: readonly MapMarker[] = [];
  let highlighted: string | null = null;
  const popup = new Popup({ offset: 28, closeButton: true, maxWidth: '280px', focusAfterOpen: true });

  const markHighlighted = () => {
    for (const { element, cluster } of pins.values()) {
      element.classList.toggle(
        'is-highlighted',
        highlighted !== null && cluster.members.some((member) => member.id === highlighted),
      );
    }
  };

  // Clusters depend on the zoom only (panning keeps pixel distances), so they are rebuilt on zoomend.
  const render = () => {
    const clusters = clusterMarkers(items, (item) => map.project([item.lng, item.lat]));
    const keep = new Set(clusters.map((cluster) => cluster.key));
    for (const [key, entry] of pins) {
      if (!keep.has(key)) {
        entry.marker.remove();
        pins.delete(key);
      }
    }
    for (const cluster of clusters) {
      if (pins.has(cluster.key)) continue;
      const element = pinElement(cluster);
      element.addEventListener('click', (event) => {
        event.stopPropagation();
        popup.setLngLat([cluster.lng, cluster.lat]).setDOMContent(popupContent(cluster.members)).addTo(map);
        const first = cluster.members[0];
        if (first) options.onMarkerActivate?.(first.id);
      });
      const marker = new Marker({ element, anchor: 'bottom' })
        .setLngLat([cluster.lng, cluster.lat])
        .addTo(map);
      pins.set(cluster.key, { marker, element, cluster });
    }
    markHighlighted();
  };
  map.on('zoomend', render);

  return {
    setMarkers(next) {
      items = next;
      if (compact && next[0]) map.jumpTo({ center: [next[0].lng, next[0].lat] });
      render();
    },
    setHighlighted(id) {
      highlighted = id;
      markHighlighted();
    },
    resize() {
      map.resize();
      if (!hasSize && options.container.clientWidth > 0) {
        hasSize = true;
        render();
        if (bounds) {
          map.fitBounds(
            [
              [bounds.xmin, bounds.ymin],
              [bounds.xmax, bounds.ymax],
            ],
            { animate: false },
          );
        }
      }
    },
    destroy() {
      popup.remove();
      map.remove();
    },
  };
}
