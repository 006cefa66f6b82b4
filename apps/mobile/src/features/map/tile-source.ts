/**
 * Raster tiles behind the map, from a template URL (`EXPO_PUBLIC_MAP_TILE_URL`, e.g.
 * https://tile.openstreetmap.org/{z}/{x}/{y}.png). Without one the map is a plain background, like the website's
 * offline map style (apps/web/public/map-style.json), so it works with no tile server at all.
 */

export interface TileSource {
  template: string;
  /** The credit the tile provider asks for, shown on the map. */
  attribution: string;
}

/** A usable template (http or https, with {z}, {x} and {y}), else null. */
export function parseTileSource(value: string | undefined): TileSource | null {
  const template = value?.trim();
  if (!template || !['{z}', '{x}', '{y}'].every((part) => template.includes(part))) return null;
  let host: string;
  try {
    const url = new URL(template.replace(/\{[a-z]\}/g, '0'));
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    host = url.hostname;
  } catch {
    return null;
  }
  // OpenStreetMap's tile usage policy asks for this exact credit.
  const attribution = /(^|\.)openstreetmap\.org$/.test(host)
    ? '© OpenStreetMap contributors'
    : `Map tiles: ${host}`;
  return { template, attribution };
}

export function tileUrl(source: TileSource, tile: { z: number; x: number; y: number }): string {
  return source.template
    .replace('{z}', String(tile.z))
    .replace('{x}', String(tile.x))
    .replace('{y}', String(tile.y));
}

/**
 * Read here rather than in lib/env.ts so the map stays one folder; Expo inlines EXPO_PUBLIC_* variables only
 * when they are named in full, as here.
 */
export function readTileSource(): TileSource | null {
  return parseTileSource(process.env.EXPO_PUBLIC_MAP_TILE_URL);
}
