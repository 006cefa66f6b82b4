/**
 * Determinism for the demo seed: a seeded PRNG (mulberry32) and ids derived from names, so two runs with the same
 * `now` write identical rows, ids included.
 */
import { createHash } from 'node:crypto';

/** The one fixed seed of the demo data; change it to get a different (still deterministic) demo. */
export const SEED = 20_261_120;

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: weights[i] is the relative chance of items[i]. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
  /** `count` distinct items (fewer if the list is shorter), in a random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

/** mulberry32: a tiny 32-bit PRNG, good enough for demo data and identical on every platform. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    weighted<T>(items: readonly T[], weights: readonly number[]): T {
      const total = weights.reduce((sum, w) => sum + w, 0);
      let roll = next() * total;
      for (let i = 0; i < items.length; i += 1) {
        roll -= weights[i] ?? 0;
        if (roll < 0) return items[i] as T;
      }
      return items[items.length - 1] as T;
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy.slice(0, Math.max(0, count));
    },
  };
}

/**
 * A uuid-shaped id derived from a kind and a key ('experience', 'boston-ma-0042'): the same inputs always give the
 * same id, so rows can refer to each other before they are inserted and reruns are identical.
 */
export function seedId(kind: string, key: string | number): string {
  const hex = createHash('sha1').update(`happenings-seed:${kind}:${key}`).digest('hex');
  // Shaped like an RFC 9562 version 5 (name-based, SHA-1) uuid.
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** 'Wally's Café Jazz Club' -> 'wallys-cafe-jazz-club'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
