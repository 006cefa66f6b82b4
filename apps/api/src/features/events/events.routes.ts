import type { App } from '../../context.ts';

export function registerEventsRoutes(_app: App): void {}
