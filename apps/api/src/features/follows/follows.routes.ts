import type { App } from '../../context.ts';

export function registerFollowsRoutes(_app: App): void {}
