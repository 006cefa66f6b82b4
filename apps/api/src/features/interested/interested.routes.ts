import type { App } from '../../context.ts';

export function registerInterestedRoutes(_app: App): void {}
