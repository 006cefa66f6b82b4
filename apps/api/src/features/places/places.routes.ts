import type { App } from '../../context.ts';

export function registerPlacesRoutes(_app: App): void {}
