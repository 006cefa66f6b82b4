/**
 * Demo images, made locally (no network): SVG artwork per category (its motif and palette, turned in hue per
 * variant; a host's initial on its picture) rendered
 * to JPEG with sharp, written to the media storage layout `${mediaDir}/originals/image/{public_id}.jpg` that the
 * media routes serve, and described as spec §3 Media items.
 *
 * Rendering is the slow part, so each (category, variant) is rendered once and every public id that uses it gets
 * a hard link to the first file (a copy where links are not possible): one file per public id, no extra bytes.
 */
import { createHash } from 'node:crypto';
import { copyFile, link, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaItem } from '@happenings/domain/schemas';
import sharp from 'sharp';
import { drawMotif, shiftColour } from './seed-artwork-motifs.ts';
import type { CategorySlug } from './seed-categories.ts';
import { createRandom } from './seed-random.ts';

export const EXPERIENCE_IMAGE_SIZE = { width: 1200, height: 800 } as const;
export const AVATAR_IMAGE_SIZE = { width: 600, height: 600 } as const;

export interface SeedMediaOptions {
  mediaDir: string;
  publicUrl: string;
  cloudname: string;
}

interface RenderedImage {
  buffer: Buffer;
  width: number;
  height: number;
  etag: string;
  /** The first file written from this buffer; later public ids link to it. */
  firstFile: string | null;
}

export interface ArtworkSpec {
  key: string;
  palette: readonly [string, string, string];
  /** Letters drawn over the picture (a host's initial); '' for none. */
  label: string;
  variant: number;
  shape: 'banner' | 'avatar';
  /** The category whose motif the picture shows (seed-artwork-motifs.ts); without it, shapes only. */
  motif?: CategorySlug | null;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch,
  );

/** Colour turns of the variants: the same category's pictures differ in hue from venue to venue. */
const HUE_TURNS = [0, 28, -28, 56, -56, 14] as const;

/** A light background texture, one of four by the variant: dots, stripes, waves or rings. */
function texture(kind: number, width: number, height: number, colour: string): string {
  const parts: string[] = [];
  if (kind === 0) {
    for (let y = 40; y < height; y += 80)
      for (let x = 40 + ((y / 80) % 2) * 40; x < width; x += 80)
        parts.push(`<circle cx="${x}" cy="${y}" r="7"/>`);
  } else if (kind === 1) {
    for (let x = -height; x < width; x += 90)
      parts.push(`<rect x="${x}" y="-20" width="34" height="${height * 2}" transform="rotate(-35 ${x} 0)"/>`);
  } else if (kind === 2) {
    for (let y = 60; y < height; y += 110)
      parts.push(
        `<path d="M0 ${y} q${width / 8} -40 ${width / 4} 0 t${width / 4} 0 t${width / 4} 0 t${width / 4} 0" fill="none" stroke="${colour}" stroke-width="14"/>`,
      );
  } else {
    for (let r = 120; r < width; r += 110)
      parts.push(
        `<circle cx="${width}" cy="${height}" r="${r}" fill="none" stroke="${colour}" stroke-width="16"/>`,
      );
  }
  return `<g fill="${colour}" fill-opacity="0.12" stroke-opacity="0.12">${parts.join('')}</g>`;
}

/**
 * The SVG of one artwork. With a motif: a gradient turned in hue by the variant, a texture, and the category's
 * motif on a soft disc, placed left, centre or right by the variant (no words: the card says the name). Without
 * one: a gradient with a few translucent shapes placed by the variant. Either way with `label` over it, if any.
 */
export function renderArtworkSvg(spec: ArtworkSpec): string {
  const { width, height } = spec.shape === 'banner' ? EXPERIENCE_IMAGE_SIZE : AVATAR_IMAGE_SIZE;
  const turn = HUE_TURNS[spec.variant % HUE_TURNS.length]!;
  const [from, to, accent] = spec.palette.map((colour) => shiftColour(colour, turn)) as [
    string,
    string,
    string,
  ];
  const random = createRandom(hashKey(`${spec.key}:${spec.variant}`));
  const layers: string[] = [];
  if (spec.motif) {
    layers.push(texture(spec.variant % 4, width, height, '#ffffff'));
    // With a label (a host's initial, read at avatar size) the motif fills the picture faintly behind it.
    const size = Math.round(height * (spec.label ? 0.86 : spec.shape === 'banner' ? 0.62 : 0.5));
    const slots = spec.shape === 'banner' && !spec.label ? [0.5, 0.3, 0.7] : [0.5];
    const cx = Math.round(width * slots[Math.floor(spec.variant / 2) % slots.length]!);
    const cy = Math.round(height / 2);
    const motif = drawMotif(spec.motif, '#ffffff', accent);
    if (!spec.label) {
      layers.push(
        `<circle cx="${cx}" cy="${cy}" r="${Math.round(size * 0.68)}" fill="#ffffff" fill-opacity="0.14"/>`,
      );
    }
    layers.push(
      `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${size / 100})" opacity="${spec.label ? 0.25 : 1}">${motif}</g>`,
    );
  } else {
    for (let i = 0; i < 7; i += 1) {
      const cx = random.int(0, width);
      const cy = random.int(0, height);
      const r = random.int(Math.round(height / 12), Math.round(height / 2.5));
      const fill = random.chance(0.5) ? accent : '#ffffff';
      const opacity = (0.08 + random.next() * 0.25).toFixed(2);
      layers.push(
        random.chance(0.6)
          ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" fill-opacity="${opacity}"/>`
          : `<rect x="${cx - r}" y="${cy - r / 2}" width="${r * 2}" height="${r}" rx="${r / 4}" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${random.int(-40, 40)} ${cx} ${cy})"/>`,
      );
    }
  }
  const angle = random.int(0, 90);
  const fontSize = spec.motif ? Math.round(height * 0.5) : spec.shape === 'banner' ? 220 : 240;
  const label = spec.label
    ? `<text x="50%" y="54%" text-anchor="middle" dominant-baseline="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="${fontSize}" fill="#ffffff" fill-opacity="0.92">${escapeXml(spec.label)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
${layers.join('\n')}
${label}
</svg>`;
}

function hashKey(text: string): number {
  return createHash('sha1').update(text).digest().readUInt32BE(0);
}

/**
 * Places demo images into storage and answers their Media items. One instance per seed run: it caches the
 * rendered buffers by artwork key.
 */
export class SeedImageStore {
  readonly #options: SeedMediaOptions;
  readonly #createdAt: string;
  readonly #rendered = new Map<string, Promise<RenderedImage>>();
  readonly #madeDirs = new Set<string>();
  #filesWritten = 0;

  constructor(options: SeedMediaOptions, createdAt: Date) {
    this.#options = options;
    this.#createdAt = createdAt.toISOString();
  }

  get filesWritten(): number {
    return this.#filesWritten;
  }

  /** Renders (once) the artwork and stores a file for `publicId`; answers its Media item. */
  async place(publicId: string, spec: ArtworkSpec): Promise<MediaItem> {
    const image = await this.#render(spec);
    const file = path.join(this.#options.mediaDir, 'originals', 'image', `${publicId}.jpg`);
    await this.#ensureDir(path.dirname(file));
    await rm(file, { force: true });
    if (image.firstFile) {
      try {
        await link(image.firstFile, file);
      } catch {
        await copyFile(image.firstFile, file);
      }
    } else {
      await writeFile(file, image.buffer);
      image.firstFile = file;
    }
    this.#filesWritten += 1;
    return this.describe(publicId, image);
  }

  /** spec §3 Media item of a stored image; video-only fields are null. */
  describe(publicId: string, image: Pick<RenderedImage, 'buffer' | 'width' | 'height' | 'etag'>): MediaItem {
    const { publicUrl, cloudname } = this.#options;
    return {
      asset_id: createHash('md5').update(`asset:${publicId}`).digest('hex'),
      bit_rate: null,
      bytes: image.buffer.length,
      created_at: this.#createdAt,
      duration: null,
      etag: image.etag,
      format: 'jpg',
      height: image.height,
      width: image.width,
      public_id: publicId,
      secure_url: `${publicUrl}/media/${cloudname}/image/upload/v1/${publicId}.jpg`,
      resource_type: 'image',
      video: null,
      audio: null,
      aspect_ratio: Math.round((image.width / image.height) * 10_000) / 10_000,
    };
  }

  #render(spec: ArtworkSpec): Promise<RenderedImage> {
    const cacheKey = `${spec.shape}:${spec.key}:${spec.variant}:${spec.label}:${spec.motif ?? ''}`;
    let rendered = this.#rendered.get(cacheKey);
    if (!rendered) {
      const { width, height } = spec.shape === 'banner' ? EXPERIENCE_IMAGE_SIZE : AVATAR_IMAGE_SIZE;
      rendered = sharp(Buffer.from(renderArtworkSvg(spec)))
        .jpeg({ quality: 78, mozjpeg: false })
        .toBuffer()
        .then((buffer) => ({
          buffer,
          width,
          height,
          etag: createHash('md5').update(buffer).digest('hex'),
          firstFile: null,
        }));
      this.#rendered.set(cacheKey, rendered);
    }
    return rendered;
  }

  async #ensureDir(dir: string): Promise<void> {
    if (this.#madeDirs.has(dir)) return;
    await mkdir(dir, { recursive: true });
    this.#madeDirs.add(dir);
  }
}

/** Runs `work` over `items` with at most `concurrency` at once, keeping the results in order. */
export async function mapConcurrently<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T, index);
    }
  });
  await Promise.all(workers);
  return results;
}
