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
}

export function readBenchOptions(argv: string[]): BenchOptions {
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
  };
}
