/**
 * The MapLibre side of MapView, loaded only in the browser with a dynamic import (MapLibre needs WebGL and
 * weighs ~1 MB: pages render and work without it). Pins are DOM markers (buttons with the pin's name), so they
 * show over any style, including the plain offline one with no tiles, and are reachable by keyboard.
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import { getVersion, Map as MapLibreMap, Marker, NavigationControl, Popup, setWorkerUrl } from 'maplibre-gl';
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

function popupContent(marker: MapMarker): HTMLElement {
  const root = document.createElement('div');
  root.className = 'happenings-popup';
  const link = document.createElement('a');
  link.href = marker.href;
  link.textContent = marker.label;
  link.className = 'happenings-popup-link';
  root.append(link);
  if (marker.detail) {
    const detail = document.createElement('p');
    detail.textContent = marker.detail;
    detail.className = 'happenings-popup-detail';
    root.append(detail);
  }
  return root;
}

function pinElement(marker: MapMarker): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = PIN_CLASS;
  button.dataset.mapPin = marker.id;
  button.setAttribute('aria-label', marker.label);
  button.innerHTML =
    '<svg viewBox="0 0 24 32" width="28" height="36" aria-hidden="true" focusable="false"><path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0Z"/><circle cx="12" cy="12" r="4.5"/></svg>';
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

  const emitBounds = () => {
    const box = map.getBounds();
    options.onBoundsChange?.(
      clampBox({ xmin: box.getWest(), ymin: box.getSouth(), xmax: box.getEast(), ymax: box.getNorth() }),
    );
  };
  // A map built in a hidden container (the mobile list view) has no size: it shows its first box when shown.
  let hasSize = options.container.clientWidth > 0;
  if (options.onBoundsChange) {
    map.on('moveend', emitBounds);
    // The first box is known once the map has a size (before the style loads, so pins need no tiles).
    if (hasSize) queueMicrotask(emitBounds);
  }

  const markers = new Map<string, { marker: Marker; element: HTMLButtonElement }>();
  let highlighted: string | null = null;
  const popup = new Popup({ offset: 28, closeButton: true, maxWidth: '260px', focusAfterOpen: true });

  return {
    setMarkers(next) {
      const keep = new Set(next.map((marker) => marker.id));
      for (const [id, entry] of markers) {
        if (!keep.has(id)) {
          entry.marker.remove();
          markers.delete(id);
        }
      }
      for (const item of next) {
        const existing = markers.get(item.id);
        if (existing) {
          existing.marker.setLngLat([item.lng, item.lat]);
          continue;
        }
        const element = pinElement(item);
        element.addEventListener('click', (event) => {
          event.stopPropagation();
          popup.setLngLat([item.lng, item.lat]).setDOMContent(popupContent(item)).addTo(map);
          options.onMarkerActivate?.(item.id);
        });
        const marker = new Marker({ element, anchor: 'bottom' }).setLngLat([item.lng, item.lat]).addTo(map);
        element.classList.toggle('is-highlighted', item.id === highlighted);
        markers.set(item.id, { marker, element });
      }
      if (compact && next[0]) map.jumpTo({ center: [next[0].lng, next[0].lat] });
    },
    setHighlighted(id) {
      highlighted = id;
      for (const [markerId, entry] of markers) {
        entry.element.classList.toggle('is-highlighted', markerId === id);
      }
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
