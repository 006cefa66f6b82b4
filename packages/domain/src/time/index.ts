export * from './zoned-time.ts';
