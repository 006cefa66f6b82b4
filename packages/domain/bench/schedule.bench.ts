/**
 * getScheduleText over 10,000 deterministic, mixed experiences at a fixed "now", against the cost floor of
 * showing any date at all: formatting each experience's start instant with a cached Intl.DateTimeFormat.
 */
import { performance } from 'node:perf_hooks';
import type { EventStatus } from '../src/enums/enums.ts';
import { getScheduleText, type ScheduleTextInput } from '../src/schedule/schedule-text.ts';
import type { When } from '../src/schedule/when.schema.ts';
import { DEFAULT_TIME_ZONE, parseLocalDateTime, toInstant } from '../src/time/zoned-time.ts';
import type { BenchResult } from './bench-result.ts';

const EXPERIENCE_COUNT = 10_000;
const RUNS = 5;
// Friday 2025-11-21, 10:00 AM in New York.
const NOW = Date.parse('2025-11-21T15:00:00Z');

const KINDS = [
  'one-time',
  'all-day',
  'weekly-hours',
  'weekly',
  'monthly',
  'ongoing',
  'cancelled',
  'postponed',
  'malformed',
] as const;
type Kind = (typeof KINDS)[number];

interface BenchExperience {
  kind: Kind;
  input: ScheduleTextInput;
  /** The start instant the baseline formats. */
  startMs: number;
}

/** mulberry32: a tiny seeded generator, so every run builds the same experiences. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

function buildExperiences(): BenchExperience[] {
  const random = seededRandom(20251121);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const dateAround = (spreadDays: number) => {
    const ms = NOW + Math.round((random() * 2 - 1) * spreadDays) * 86_400_000;
    return new Date(ms).toISOString().slice(0, 10);
  };
  const time = () => `${pad2(Math.floor(random() * 24))}:${pick(['00', '15', '30', '45'])}`;
  const hours = ['closed', '', '10:00-18:00', '09:30-17:00', '22:00-02:00', '18:00-24:00', '12:00-23:00'];
  const weekdays = () => ({
    sunday: pick(hours),
    monday: pick(hours),
    tuesday: pick(hours),
    wednesday: pick(hours),
    thursday: pick(hours),
    friday: pick(hours),
    saturday: pick(hours),
  });

  const experiences: BenchExperience[] = [];
  for (let i = 0; i < EXPERIENCE_COUNT; i += 1) {
    const kind = KINDS[i % KINDS.length]!;
    const startDate = dateAround(60);
    let when: When;
    let status: EventStatus | null = null;
    switch (kind) {
      case 'one-time':
      case 'cancelled':
      case 'postponed':
        when = { startDate, endDate: startDate, startTime: time(), endTime: time() };
        status =
          kind === 'cancelled'
            ? 'CANCELED'
            : kind === 'postponed'
              ? 'POSTPONED'
              : pick([null, 'RESCHEDULED']);
        break;
      case 'all-day':
        when = { startDate, endDate: startDate };
        break;
      case 'weekly-hours':
        when = { startDate: dateAround(30), endDate: startDate, repeats: 'WEEKLY', weekdays: weekdays() };
        break;
      case 'weekly':
        when = { startDate, endDate: startDate, startTime: '19:00', endTime: '22:00', repeats: 'WEEKLY' };
        if (random() < 0.3) when.repeatsUntil = dateAround(30);
        break;
      case 'monthly':
        when = { startDate, endDate: startDate, startTime: time(), endTime: '23:00', repeats: 'MONTHLY' };
        break;
      case 'ongoing':
        when = {
          startDate: dateAround(30),
          endDate: dateAround(90),
          ...(random() < 0.5 ? { weekdays: weekdays() } : {}),
        };
        break;
      case 'malformed':
        when = random() < 0.5 ? { startDate } : { endDate: startDate };
        break;
    }
    const startLocal = parseLocalDateTime(`${when.startDate ?? startDate}T${when.startTime ?? '00:00'}`)!;
    experiences.push({
      kind,
      input: { when, status, now: NOW },
      startMs: toInstant(startLocal, DEFAULT_TIME_ZONE),
    });
  }
  return experiences;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Median of RUNS timed runs of `body`, after one untimed warm-up run. */
function timeMedian(body: () => number): { ms: number; sink: number } {
  let sink = body();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    sink += body();
    times.push(performance.now() - started);
  }
  return { ms: median(times), sink };
}

/** Times getScheduleText over 10,000 mixed experiences against Intl.DateTimeFormat#formatToParts. */
export async function benchSchedule(): Promise<BenchResult[]> {
  const experiences = buildExperiences();
  const formatter = new Intl.DateTimeFormat('en-US', {
    timeZone: DEFAULT_TIME_ZONE,
    weekday: 'short',
    month: 'short',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
  });

  const baseline = timeMedian(() => {
    let length = 0;
    for (const experience of experiences) length += formatter.formatToParts(experience.startMs).length;
    return length;
  });
  const ours = timeMedian(() => {
    let length = 0;
    for (const experience of experiences) length += getScheduleText(experience.input).text.length;
    return length;
  });

  const states = new Map<string, number>();
  for (const experience of experiences) {
    const { type, state } = getScheduleText(experience.input);
    const key = type === 'ERROR' ? 'ERROR' : state;
    states.set(key, (states.get(key) ?? 0) + 1);
  }
  const stateSummary = [...states].map(([state, count]) => `${state} ${count}`).join(', ');

  return [
    {
      name: `getScheduleText x${EXPERIENCE_COUNT} mixed experiences`,
      baselineName: 'Intl.DateTimeFormat#formatToParts of each start (cached formatter)',
      baselineMs: baseline.ms,
      ms: ours.ms,
      ratio: ours.ms / baseline.ms,
      detail: `median of ${RUNS} runs after a warm-up; ${KINDS.length} kinds round-robin; results: ${stateSummary}; sinks ${baseline.sink}/${ours.sink}`,
    },
  ];
}
