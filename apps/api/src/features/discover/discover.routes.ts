import type { App } from '../../context.ts';

export function registerDiscoverRoutes(_app: App): void {}
