/**
 * The quick date chips, as on the website's search form (Today, Tomorrow, This weekend, This week, Next week).
 * Each is the phrase the API's search already understands in the location's zone
 * (apps/api/src/features/search/search-query.ts), so the app keeps no calendar of its own.
 */

export const DATE_PRESETS = ['today', 'tomorrow', 'weekend', 'this-week', 'next-week'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export const DATE_PRESET_LABELS: Record<DatePreset, string> = {
  today: 'Today',
  tomorrow: 'Tomorrow',
  weekend: 'This weekend',
  'this-week': 'This week',
  'next-week': 'Next week',
};

export const DATE_PRESET_PHRASES: Record<DatePreset, string> = {
  today: 'today',
  tomorrow: 'tomorrow',
  weekend: 'this weekend',
  'this-week': 'this week',
  'next-week': 'next week',
};
