import type { App } from '../../context.ts';

export function registerPostsRoutes(_app: App): void {}
