import type { App } from '../../context.ts';

export function registerMediaRoutes(_app: App): void {}
