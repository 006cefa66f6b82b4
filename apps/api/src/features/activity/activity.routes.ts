import type { App } from '../../context.ts';

export function registerActivityRoutes(_app: App): void {}
