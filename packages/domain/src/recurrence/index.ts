export { describeRRule } from './describe-rrule.ts';
export {
  expandOccurrences,
  iterateOccurrences,
  type Occurrence,
  type OccurrenceOptions,
} from './expand-occurrences.ts';
export { formatRRule, parseRRule, validateRRule } from './parse-rrule.ts';
export {
  type Frequency,
  RecurrenceRuleError,
  type RRule,
  type RRuleUntil,
  type WeekdayCode,
  type WeekdayNum,
} from './recurrence-rule.ts';
export {
  checkSeriesLimits,
  latestSeriesDate,
  MAX_SERIES_COUNT,
  MAX_SERIES_YEARS,
  REFUSED_FREQUENCIES,
  type SeriesLimitProblem,
} from './series-limits.ts';
