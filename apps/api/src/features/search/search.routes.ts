import type { App } from '../../context.ts';

export function registerSearchRoutes(_app: App): void {}
