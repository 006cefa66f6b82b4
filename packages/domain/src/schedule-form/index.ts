export * from './rrule-builder.ts';
export * from './schedule-draft.ts';
