import type { App } from '../../context.ts';

export function registerRecommendationsRoutes(_app: App): void {}
