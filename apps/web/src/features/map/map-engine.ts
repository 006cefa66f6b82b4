/**
 * The MapLibre side of MapView, loaded only in the browser with a dynamic import (MapLibre needs WebGL and
 * weighs ~1 MB: pages render and work without it). Pins and clusters are DOM markers (buttons with the events'
 * names), so they show over any base map, including none, and are reachable by keyboard.
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import {
  getVersion,
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  Popup,
  type StyleSpecification,
  setWorkerUrl,
} from 'maplibre-gl';
import type { BaseMap } from '@/lib/env';
import type { BoundingBox, MapCluster, MapMarker, MapViewport } from './map-types';
import { clampBox } from './map-types';

/** Served by src/app/search/map-worker/route.ts from the installed package (MapLibre 6 runs a module worker). */
export const MAP_WORKER_PATH = '/search/map-worker';

export interface MapEngineOptions {
  container: HTMLElement;
  baseMap: BaseMap;
  /** The box to show first (a location's bounding box), or a centre with a zoom. */
  bounds?: BoundingBox;
  center?: { lat: number; lng: number; zoom: number };
  compact?: boolean;
  onViewChange?: (view: MapViewport) => void;
  onMarkerActivate?: (id: string) => void;
}

export interface MapEngine {
  setClusters(clusters: readonly MapCluster[]): void;
  setHighlighted(id: string | null): void;
  resize(): void;
  destroy(): void;
}

const PIN_CLASS = 'happenings-pin';
const BOUNDS_INSET_PX = { top: 44, right: 56, bottom: 36, left: 16 };
/** A click on a group to zoom into goes this many levels closer (cells halve in size per level). */
const CLUSTER_ZOOM_STEP = 2;
const MAX_ZOOM = 18;

/** The base map as MapLibre takes it: a style URL, a raster style around a tile template, or a background. */
function styleOf(baseMap: BaseMap): string | StyleSpecification {
  const background = {
    id: 'background',
    type: 'background',
    paint: { 'background-color': '#eef0f4' },
  } as const;
  if (baseMap.kind === 'style') return baseMap.styleUrl;
  if (baseMap.kind === 'tiles') {
    return {
      version: 8,
      sources: {
        base: {
          type: 'raster',
          tiles: [baseMap.tilesUrl],
          tileSize: 256,
          maxzoom: 19,
          attribution: baseMap.attribution,
        },
      },
      layers: [background, { id: 'base', type: 'raster', source: 'base' }],
    };
  }
  return { version: 8, sources: {}, layers: [background] };
}

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

const PIN_SVG =
  '<svg viewBox="0 0 24 32" width="28" height="36" aria-hidden="true" focusable="false"><path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0Z"/><circle cx="12" cy="12" r="6"/></svg>';

function clusterLabel(cluster: MapCluster): string {
  const { members, count } = cluster;
  const first = members?.[0];
  if (count === 1 && first) return first.label;
  if (members) return `${count} events here: ${members.map((member) => member.label).join(', ')}`;
  return `${count} events here, zoom in to see them`;
}

/** A pin for one event or a few listed ones; a numbered circle, growing with its count, for a group. */
function clusterElement(cluster: MapCluster): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.dataset.mapPin = cluster.key;
  button.dataset.mapIds = (cluster.members ?? []).map((member) => member.id).join(' ');
  button.dataset.count = String(cluster.count);
  button.setAttribute('aria-label', clusterLabel(cluster));
  const count = document.createElement('span');
  count.setAttribute('aria-hidden', 'true');
  count.textContent = cluster.count > 999 ? '999+' : String(cluster.count);
  if (cluster.members) {
    button.className = PIN_CLASS;
    button.innerHTML = PIN_SVG;
    if (cluster.count > 1) {
      count.className = 'happenings-pin-count';
      button.append(count);
    }
  } else {
    button.className = 'happenings-cluster';
    // 32 px for a handful, up to 56 px for thousands (log scale: sizes stay readable side by side).
    const size = Math.round(Math.min(56, 32 + 8 * Math.log10(cluster.count)));
    button.style.width = `${size}px`;
    button.style.height = `${size}px`;
    button.append(count);
  }
  return button;
}

export function createMapEngine(options: MapEngineOptions): MapEngine {
  setWorkerUrl(`${MAP_WORKER_PATH}?v=${getVersion()}`);
  const { bounds, center, compact = false, baseMap } = options;
  const map = new MapLibreMap({
    container: options.container,
    style: styleOf(baseMap),
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
    maxZoom: MAX_ZOOM,
    // A base map's credit is shown wherever it is drawn (OpenStreetMap's licence asks for it); with none, the
    // map's own note says what is drawn.
    attributionControl: baseMap.kind === 'none' ? false : { compact: true },
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
  const emitView = () => {
    const { clientWidth: width, clientHeight: height } = options.container;
    const inset = BOUNDS_INSET_PX;
    const northWest = map.unproject([inset.left, inset.top]);
    const southEast = map.unproject([
      Math.max(inset.left + 1, width - inset.right),
      Math.max(inset.top + 1, height - inset.bottom),
    ]);
    options.onViewChange?.({
      box: clampBox({ xmin: northWest.lng, ymin: southEast.lat, xmax: southEast.lng, ymax: northWest.lat }),
      zoom: Math.round(map.getZoom()),
    });
  };
  // A map built in a hidden container (the mobile list view) has no size: it shows its first box when shown.
  let hasSize = options.container.clientWidth > 0;
  if (options.onViewChange) {
    map.on('moveend', emitView);
    // The first box is known once the map has a size (before the style loads, so pins need no tiles).
    if (hasSize) queueMicrotask(emitView);
  }

  const pins = new Map<string, { marker: Marker; element: HTMLButtonElement; cluster: MapCluster }>();
  let highlighted: string | null = null;
  const popup = new Popup({ offset: 28, closeButton: true, maxWidth: '280px', focusAfterOpen: true });

  const markHighlighted = () => {
    for (const { element, cluster } of pins.values()) {
      element.classList.toggle(
        'is-highlighted',
        highlighted !== null && (cluster.members ?? []).some((member) => member.id === highlighted),
      );
    }
  };

  const activate = (cluster: MapCluster) => {
    if (!cluster.members) {
      map.easeTo({
        center: [cluster.lng, cluster.lat],
        zoom: Math.min(MAX_ZOOM, map.getZoom() + CLUSTER_ZOOM_STEP),
      });
      return;
    }
    popup.setLngLat([cluster.lng, cluster.lat]).setDOMContent(popupContent(cluster.members)).addTo(map);
    const first = cluster.members[0];
    if (first) options.onMarkerActivate?.(first.id);
  };

  return {
    setClusters(clusters) {
      const keep = new Set(clusters.map((cluster) => cluster.key));
      for (const [key, entry] of pins) {
        if (!keep.has(key)) {
          entry.marker.remove();
          pins.delete(key);
        }
      }
      for (const cluster of clusters) {
        if (pins.has(cluster.key)) continue;
        const element = clusterElement(cluster);
        element.addEventListener('click', (event) => {
          event.stopPropagation();
          activate(cluster);
        });
        const marker = new Marker({ element, anchor: cluster.members ? 'bottom' : 'center' })
          .setLngLat([cluster.lng, cluster.lat])
          .addTo(map);
        pins.set(cluster.key, { marker, element, cluster });
      }
      markHighlighted();
    },
    setHighlighted(id) {
      highlighted = id;
      markHighlighted();
    },
    resize() {
      map.resize();
      if (!hasSize && options.container.clientWidth > 0) {
        hasSize = true;
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
