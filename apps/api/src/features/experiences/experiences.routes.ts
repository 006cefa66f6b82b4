import type { App } from '../../context.ts';

export function registerExperiencesRoutes(_app: App): void {}
