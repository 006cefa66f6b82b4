/**
 * The motif of each demo category's pictures: a flat drawing, in SVG, of what the category is about (notes for
 * music, a microphone for comedy, mountains for the outdoors...), so a row of cards tells its events apart at a
 * glance without a word on the picture. Each motif is drawn in a 100 x 100 box in two inks: `ink` (the main
 * shapes) and `accent` (the details); seed-images.ts places, scales and colours it.
 */
import type { CategorySlug } from './seed-categories.ts';

type Motif = (ink: string, accent: string) => string;

const MOTIFS: Record<CategorySlug, Motif> = {
  // Two beamed eighth notes.
  music: (ink, accent) =>
    `<ellipse cx="28" cy="78" rx="13" ry="10" fill="${ink}" transform="rotate(-20 28 78)"/>` +
    `<ellipse cx="74" cy="68" rx="13" ry="10" fill="${ink}" transform="rotate(-20 74 68)"/>` +
    `<rect x="37" y="18" width="6" height="60" fill="${ink}"/><rect x="83" y="8" width="6" height="60" fill="${ink}"/>` +
    `<polygon points="37,18 89,8 89,22 37,32" fill="${accent}"/>`,
  // A stage microphone on its stand.
  comedy: (ink, accent) =>
    `<rect x="36" y="6" width="28" height="40" rx="14" fill="${ink}"/>` +
    `<rect x="36" y="22" width="28" height="5" fill="${accent}"/>` +
    `<path d="M28 36 a22 22 0 0 0 44 0" fill="none" stroke="${ink}" stroke-width="5"/>` +
    `<rect x="47" y="58" width="6" height="30" fill="${ink}"/><rect x="30" y="88" width="40" height="6" rx="3" fill="${accent}"/>`,
  // A painter's palette with its colours and a brush.
  arts: (ink, accent) =>
    `<path d="M50 10 C80 10 96 32 92 52 C88 70 70 62 64 74 C58 88 40 92 26 84 C8 72 6 44 18 28 C26 16 38 10 50 10Z" fill="${ink}"/>` +
    `<circle cx="34" cy="32" r="7" fill="${accent}"/><circle cx="54" cy="24" r="6" fill="${accent}" fill-opacity="0.7"/>` +
    `<circle cx="72" cy="34" r="6" fill="${accent}" fill-opacity="0.5"/><circle cx="28" cy="56" r="7" fill="#ffffff" fill-opacity="0.6"/>` +
    `<rect x="48" y="44" width="8" height="48" rx="3" fill="${accent}" transform="rotate(35 52 68)"/>`,
  // Comedy and tragedy masks.
  theatre: (ink, accent) =>
    `<path d="M8 20 h40 v26 a20 24 0 0 1 -40 0Z" fill="${ink}"/>` +
    `<circle cx="20" cy="34" r="4" fill="${accent}"/><circle cx="36" cy="34" r="4" fill="${accent}"/>` +
    `<path d="M18 50 q10 10 20 0" fill="none" stroke="${accent}" stroke-width="3"/>` +
    `<path d="M52 40 h40 v26 a20 24 0 0 1 -40 0Z" fill="${ink}" fill-opacity="0.85"/>` +
    `<circle cx="64" cy="54" r="4" fill="${accent}"/><circle cx="80" cy="54" r="4" fill="${accent}"/>` +
    `<path d="M62 76 q10 -10 20 0" fill="none" stroke="${accent}" stroke-width="3"/>`,
  // A strip of film with a play button.
  film: (ink, accent) =>
    `<rect x="6" y="22" width="88" height="56" rx="4" fill="${ink}"/>` +
    [14, 30, 46, 62, 78]
      .map(
        (x) =>
          `<rect x="${x}" y="26" width="8" height="7" rx="1" fill="${accent}"/><rect x="${x}" y="67" width="8" height="7" rx="1" fill="${accent}"/>`,
      )
      .join('') +
    `<polygon points="42,38 42,62 62,50" fill="${accent}"/>`,
  // A plate between a fork and a knife.
  'food-drink': (ink, accent) =>
    `<circle cx="50" cy="50" r="30" fill="${ink}"/><circle cx="50" cy="50" r="20" fill="${accent}" fill-opacity="0.6"/>` +
    `<rect x="8" y="20" width="6" height="62" rx="3" fill="${ink}"/><rect x="4" y="20" width="3" height="18" fill="${ink}"/>` +
    `<rect x="15" y="20" width="3" height="18" fill="${ink}"/>` +
    `<path d="M88 20 q8 18 0 34 v28 h-6 v-62Z" fill="${ink}"/>`,
  // A cocktail glass under stars.
  nightlife: (ink, accent) =>
    `<polygon points="20,24 80,24 50,58" fill="${ink}"/><polygon points="28,30 72,30 50,52" fill="${accent}" fill-opacity="0.7"/>` +
    `<rect x="47" y="56" width="6" height="28" fill="${ink}"/><rect x="34" y="84" width="32" height="6" rx="3" fill="${ink}"/>` +
    `<circle cx="66" cy="28" r="6" fill="${accent}"/>` +
    `<polygon points="86,6 89,14 97,14 91,19 93,27 86,22 79,27 81,19 75,14 83,14" fill="${accent}"/>` +
    `<circle cx="12" cy="10" r="3" fill="${ink}"/>`,
  // Mountains under the sun.
  outdoors: (ink, accent) =>
    `<circle cx="74" cy="24" r="13" fill="${accent}"/>` +
    `<polygon points="2,90 36,30 70,90" fill="${ink}"/><polygon points="40,90 68,46 98,90" fill="${ink}" fill-opacity="0.75"/>` +
    `<polygon points="36,30 45,46 36,42 28,46" fill="${accent}" fill-opacity="0.8"/>`,
  // A ball with its seams.
  sports: (ink, accent) =>
    `<circle cx="50" cy="50" r="38" fill="${ink}"/>` +
    `<path d="M18 30 q32 16 64 0 M18 70 q32 -16 64 0" fill="none" stroke="${accent}" stroke-width="4"/>` +
    `<path d="M50 12 v76" stroke="${accent}" stroke-width="4"/>`,
  // Three balloons on their strings.
  family: (ink, accent) =>
    `<ellipse cx="30" cy="30" rx="15" ry="19" fill="${ink}"/><ellipse cx="70" cy="28" rx="15" ry="19" fill="${accent}"/>` +
    `<ellipse cx="50" cy="44" rx="15" ry="19" fill="${ink}" fill-opacity="0.8"/>` +
    `<path d="M30 49 q6 20 20 44 M70 47 q-6 24 -20 46 M50 63 v30" fill="none" stroke="${ink}" stroke-width="2"/>`,
  // An open book.
  learning: (ink, accent) =>
    `<path d="M50 26 C36 16 18 16 6 20 v60 c12 -4 30 -4 44 6Z" fill="${ink}"/>` +
    `<path d="M50 26 C64 16 82 16 94 20 v60 c-12 -4 -30 -4 -44 6Z" fill="${ink}" fill-opacity="0.8"/>` +
    [34, 46, 58]
      .map(
        (y) =>
          `<rect x="14" y="${y}" width="26" height="3" fill="${accent}"/><rect x="60" y="${y}" width="26" height="3" fill="${accent}"/>`,
      )
      .join(''),
  // A market stall under a striped awning.
  markets: (ink, accent) =>
    `<rect x="10" y="14" width="80" height="22" fill="${ink}"/>` +
    [10, 30, 50, 70].map((x) => `<rect x="${x}" y="14" width="10" height="22" fill="${accent}"/>`).join('') +
    [20, 40, 60, 80].map((x) => `<circle cx="${x}" cy="36" r="10" fill="${ink}"/>`).join('') +
    `<rect x="14" y="46" width="6" height="42" fill="${ink}"/><rect x="80" y="46" width="6" height="42" fill="${ink}"/>` +
    `<rect x="10" y="64" width="80" height="10" fill="${ink}"/>` +
    `<circle cx="34" cy="58" r="6" fill="${accent}"/><circle cx="50" cy="58" r="6" fill="${accent}"/><circle cx="66" cy="58" r="6" fill="${accent}"/>`,
  // A lotus of leaves.
  wellness: (ink, accent) =>
    `<ellipse cx="50" cy="44" rx="11" ry="30" fill="${ink}"/>` +
    `<ellipse cx="50" cy="44" rx="11" ry="30" fill="${ink}" fill-opacity="0.8" transform="rotate(-40 50 74)"/>` +
    `<ellipse cx="50" cy="44" rx="11" ry="30" fill="${ink}" fill-opacity="0.8" transform="rotate(40 50 74)"/>` +
    `<ellipse cx="50" cy="46" rx="10" ry="26" fill="${accent}" fill-opacity="0.6" transform="rotate(-75 50 74)"/>` +
    `<ellipse cx="50" cy="46" rx="10" ry="26" fill="${accent}" fill-opacity="0.6" transform="rotate(75 50 74)"/>` +
    `<rect x="20" y="84" width="60" height="5" rx="2.5" fill="${accent}"/>`,
  // Three people side by side.
  community: (ink, accent) =>
    `<circle cx="24" cy="38" r="11" fill="${ink}"/><path d="M6 86 a18 22 0 0 1 36 0Z" fill="${ink}"/>` +
    `<circle cx="76" cy="38" r="11" fill="${ink}"/><path d="M58 86 a18 22 0 0 1 36 0Z" fill="${ink}"/>` +
    `<circle cx="50" cy="30" r="13" fill="${accent}"/><path d="M28 88 a22 26 0 0 1 44 0Z" fill="${accent}"/>`,
};

/** The motif of a category, drawn in a 100 x 100 box. */
export function drawMotif(category: CategorySlug, ink: string, accent: string): string {
  return MOTIFS[category](ink, accent);
}

/** '#5618F7' turned `degrees` round the colour wheel and `lightness` points lighter (negative: darker). */
export function shiftColour(hex: string, degrees: number, lightness = 0): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) => c / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  let h = 0;
  if (d !== 0) {
    if (max === r) h = ((g - b) / d) % 6;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
  }
  const hue = (((h * 60 + degrees) % 360) + 360) % 360;
  const light = Math.min(0.92, Math.max(0.06, l + lightness / 100));
  const c = (1 - Math.abs(2 * light - 1)) * s;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = light - c / 2;
  const sector = Math.floor(hue / 60);
  const [r1, g1, b1] = [
    [c, x, 0],
    [x, c, 0],
    [0, c, x],
    [0, x, c],
    [x, 0, c],
    [c, 0, x],
  ][sector] as [number, number, number];
  const toHex = (channel: number) =>
    Math.round((channel + m) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${toHex(r1)}${toHex(g1)}${toHex(b1)}`;
}
