/**
 * `npm run bench -w @happenings/domain`: each benchmark is timed next to a baseline measured in the same run, and
 * reported as a ratio (ours / baseline), because absolute times on a shared 2-core machine vary from run to run.
 */
import type { BenchResult } from './bench-result.ts';
import { benchCalendarImport } from './calendar-import.bench.ts';
import { benchRecurrence } from './recurrence.bench.ts';
import { benchSchedule } from './schedule.bench.ts';

const results: BenchResult[] = [
  ...(await benchSchedule()),
  ...(await benchRecurrence()),
  ...(await benchCalendarImport()),
];

const rows = results.map((r) => ({
  benchmark: r.name,
  'ours (ms)': r.ms.toFixed(1),
  baseline: r.baselineName,
  'baseline (ms)': r.baselineMs.toFixed(1),
  ratio: `${r.ratio.toFixed(2)}x`,
}));
console.table(rows);
for (const r of results) if (r.detail) console.log(`${r.name}: ${r.detail}`);
