/** Command-line options of `npm run bench` (bench/run.ts). */
export interface BenchOptions {
  /** Demo data sizes: 1 is the default seed (~1,500 experiences), 33 about 50,000. */
  scales: number[];
  /** Shared cache on Redis ('on'), in process ('off'), or both, each measured in turn. */
  redis: Array<'on' | 'off'>;
  duration: number;
  /** Seconds of load before each measurement, not counted (`--warmup`, 2 by default; 0 for none). */
  warmup: number;
  connections: number;
  /** Skip the server-rendered event page (needs a website build). */
  skipWeb: boolean;
  /**
   * API builds to measure side by side (`--builds before=dist/before.mjs,after=dist/server.mjs`, paths from
   * apps/api): each path is measured on each build in turn, so a slower moment of the host falls on both.
   */
  builds: Array<{ label: string; file: string }>;
  /** Times the whole measurement is repeated, each round with its own hello-world (`--rounds`, 1 by default). */
  rounds: number;
  /** Only the rows whose path matches (`--only 'signed in|uncached'`, a regular expression). */
  only: RegExp | null;
}

/**
 * `--quick`: one size (scale 3, ~5,000 experiences), Redis on, no website, 3 s per row after 1 s of warm-up: the
 * whole bench in a few minutes, for comparing two builds; any option given as well wins.
 */
const QUICK = ['--scale', '3', '--redis', 'on', '--duration', '3', '--warmup', '1'];

export function readBenchOptions(given: string[]): BenchOptions {
  const argv = given.includes('--quick') ? [...given, ...QUICK, '--no-web'] : given;
  const value = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const scales = (value('scale') ?? '1,33').split(',').map(Number);
  if (scales.some((scale) => !Number.isInteger(scale) || scale < 1)) {
    throw new Error('--scale takes whole numbers ≥ 1, comma-separated (e.g. 1,33)');
  }
  const redis = value('redis') ?? 'both';
  if (!['on', 'off', 'both'].includes(redis)) throw new Error('--redis is on, off or both');
  return {
    scales,
    redis: redis === 'both' ? ['on', 'off'] : [redis as 'on' | 'off'],
    duration: Number(value('duration') ?? 10),
    warmup: Number(value('warmup') ?? 2),
    connections: Number(value('connections') ?? 50),
    skipWeb: argv.includes('--no-web'),
    builds: readBuilds(value('builds')),
    rounds: Number(value('rounds') ?? 1),
    only: value('only') ? new RegExp(value('only')!, 'i') : null,
  };
}

function readBuilds(text: string | undefined): BenchOptions['builds'] {
  if (!text) return [{ label: '', file: 'dist/server.mjs' }];
  return text.split(',').map((entry) => {
    const [label, file] = entry.split('=');
    if (!label || !file) throw new Error('--builds takes label=file pairs, comma-separated');
    return { label, file };
  });
}
