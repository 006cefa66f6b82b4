import type { App } from '../../context.ts';

export function registerConfigRoutes(_app: App): void {}
