export * from './format-date.ts';
export * from './linkify.ts';
export * from './relative-time.ts';
export * from './schedule-formats.ts';
