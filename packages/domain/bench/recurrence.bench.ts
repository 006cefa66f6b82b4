/**
 * Recurrence expansion: 1,000 varied, deterministic RRULEs expanded over one year (America/New_York) by our
 * engine, against rrule.js `between()` on the same rules and window in floating time (rrule.js's recommended
 * `datetime()` UTC usage). Also checks that both find the same occurrences.
 */
import { performance } from 'node:perf_hooks';
import rrulePackage from 'rrule';
import { expandOccurrences, iterateOccurrences } from '../src/recurrence/index.ts';
import type { BenchResult } from './bench-result.ts';

const { RRule, datetime } = rrulePackage;

const TIME_ZONE = 'America/New_York';
const RULE_COUNT = 1_000;
const TIMED_RUNS = 5;
const WINDOW_FROM = '2025-01-01T00:00:00';
const WINDOW_UNTIL = '2025-12-31T23:59:59';
const DAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

interface BenchRule {
  rrule: string;
  /** Local date-time text of DTSTART, synchronised with the rule (its first occurrence on or after a seed). */
  dtstart: string;
  dtstartDate: Date;
}

/** mulberry32: a small deterministic generator, so every run benchmarks the same rules. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function buildRuleText(random: () => number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const someDays = (n: number) => [...new Set(Array.from({ length: n }, () => pick(DAYS)))].join(',');
  const parts: string[] = [];
  const kind = pick(['DAILY', 'WEEKLY', 'WEEKLY', 'MONTHLY', 'MONTHLY', 'YEARLY'] as const);
  parts.push(`FREQ=${kind}`);
  switch (kind) {
    case 'DAILY':
      parts.push(`INTERVAL=${int(1, 3)}`);
      if (random() < 0.5) parts.push(`BYDAY=${someDays(int(2, 5))}`);
      break;
    case 'WEEKLY':
      parts.push(`INTERVAL=${int(1, 4)}`, `BYDAY=${someDays(int(1, 3))}`);
      if (random() < 0.3) parts.push(`WKST=${pick(['MO', 'SU'])}`);
      break;
    case 'MONTHLY': {
      parts.push(`INTERVAL=${int(1, 3)}`);
      const style = pick(['monthday', 'ordinal', 'setpos'] as const);
      if (style === 'monthday') parts.push(`BYMONTHDAY=${pick([1, 10, 15, 28, 31, -1, -3])}`);
      else if (style === 'ordinal') parts.push(`BYDAY=${pick([1, 2, 3, 4, -1, -2])}${pick(DAYS)}`);
      else parts.push('BYDAY=MO,TU,WE,TH,FR', `BYSETPOS=${pick([1, 2, -1, -2])}`);
      break;
    }
    case 'YEARLY': {
      const style = pick(['date', 'ordinal', 'yearday'] as const);
      if (style === 'date') parts.push(`BYMONTH=${int(1, 12)}`, `BYMONTHDAY=${int(1, 28)}`);
      else if (style === 'ordinal')
        parts.push(`BYMONTH=${int(1, 12)}`, `BYDAY=${pick([1, 2, -1])}${pick(DAYS)}`);
      else parts.push(`BYYEARDAY=${int(1, 365)},${-int(1, 100)}`);
      break;
    }
  }
  const bound = random();
  if (bound < 0.3) parts.push(`COUNT=${int(5, 120)}`);
  // A floating UNTIL, so that the floating-time comparison with rrule.js is exact.
  else if (bound < 0.6) parts.push(`UNTIL=2025${String(int(2, 12)).padStart(2, '0')}15T235959`);
  return parts.join(';');
}

function buildRules(): BenchRule[] {
  const random = createRandom(20_250_101);
  const rules: BenchRule[] = [];
  while (rules.length < RULE_COUNT) {
    const rrule = buildRuleText(random);
    const seed = datetime(
      2024,
      1 + Math.floor(random() * 12),
      1 + Math.floor(random() * 28),
      6 + Math.floor(random() * 15),
      [0, 15, 30, 45][Math.floor(random() * 4)]!,
    );
    // RFC 5545 counts DTSTART as an occurrence even if it does not match; rrule.js does not. Synchronise DTSTART
    // with the rule (RFC 5545 §3.8.5.3 "SHOULD be synchronized") so both engines count the same instances.
    const unbounded = RRule.parseString(rrule.replace(/;(COUNT|UNTIL)=[^;]+/, ''));
    const first = new RRule({ ...unbounded, dtstart: seed }).after(seed, true);
    if (!first) continue;
    // A DTSTART after UNTIL is still an instance by RFC 5545 (DTSTART is always the first) but not for rrule.js:
    // leave such degenerate series out of the comparison.
    const until = /UNTIL=(\d{4})(\d{2})(\d{2})/.exec(rrule);
    if (until && first.toISOString().slice(0, 10) > `${until[1]}-${until[2]}-${until[3]}`) continue;
    rules.push({ rrule, dtstart: first.toISOString().slice(0, 19), dtstartDate: first });
  }
  return rules;
}

function runOurs(rules: readonly BenchRule[]): number {
  let total = 0;
  for (const rule of rules) {
    total += expandOccurrences({
      rrule: rule.rrule,
      dtstart: rule.dtstart,
      timeZone: TIME_ZONE,
      from: WINDOW_FROM,
      until: WINDOW_UNTIL,
    }).length;
  }
  return total;
}

function runOursInstants(rules: readonly BenchRule[]): number {
  let total = 0;
  for (const rule of rules) {
    const options = {
      rrule: rule.rrule,
      dtstart: rule.dtstart,
      timeZone: TIME_ZONE,
      from: WINDOW_FROM,
      until: WINDOW_UNTIL,
    };
    for (const _occurrence of iterateOccurrences(options)) total++;
  }
  return total;
}

function runBaseline(rules: readonly BenchRule[]): number {
  const after = datetime(2025, 1, 1);
  const before = datetime(2025, 12, 31, 23, 59, 59);
  let total = 0;
  for (const rule of rules) {
    const options = { ...RRule.parseString(rule.rrule), dtstart: rule.dtstartDate };
    total += new RRule(options).between(after, before, true).length;
  }
  return total;
}

function medianMs(run: () => unknown): number {
  run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < TIMED_RUNS; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** Local wall-clock texts of both engines for one rule, to count rules whose occurrences differ. */
function isSameOccurrences(rule: BenchRule): boolean {
  const ours = expandOccurrences({
    rrule: rule.rrule,
    dtstart: rule.dtstart,
    timeZone: TIME_ZONE,
    from: WINDOW_FROM,
    until: WINDOW_UNTIL,
  }).map((text) => text.slice(0, 19));
  const options = { ...RRule.parseString(rule.rrule), dtstart: rule.dtstartDate };
  const theirs = new RRule(options)
    .between(datetime(2025, 1, 1), datetime(2025, 12, 31, 23, 59, 59), true)
    .map((date) => date.toISOString().slice(0, 19));
  return ours.length === theirs.length && ours.every((text, i) => text === theirs[i]);
}

/** Benchmarks recurrence expansion against rrule.js (ratio = ours / baseline, lower is better). */
export async function benchRecurrence(): Promise<BenchResult[]> {
  const rules = buildRules();
  const oursTotal = runOurs(rules);
  const baselineTotal = runBaseline(rules);
  const differingRules = rules.filter((rule) => !isSameOccurrences(rule)).length;
  const agreement =
    oursTotal === baselineTotal
      ? `same number of occurrences (${oursTotal})`
      : `occurrence totals differ by ${oursTotal - baselineTotal} (ours ${oursTotal}, rrule.js ${baselineTotal})`;
  const detail = `${rules.length} rules, 2025 window: ${agreement}; rules with differing occurrences: ${differingRules}`;
  const baselineMs = medianMs(() => runBaseline(rules));
  const ms = medianMs(() => runOurs(rules));
  const instantsMs = medianMs(() => runOursInstants(rules));
  const baselineName = 'rrule.js 2.8.1 between() (floating, UTC)';
  return [
    {
      name: 'recurrence: expandOccurrences, 1000 rules x 1 year (ISO text)',
      baselineName,
      baselineMs,
      ms,
      ratio: ms / baselineMs,
      detail,
    },
    {
      name: 'recurrence: iterateOccurrences, 1000 rules x 1 year (instants)',
      baselineName,
      baselineMs,
      ms: instantsMs,
      ratio: instantsMs / baselineMs,
      detail: `counted ${runOursInstants(rules)} occurrences`,
    },
  ];
}
