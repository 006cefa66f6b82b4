import type { App } from '../../context.ts';

export function registerUsersRoutes(_app: App): void {}
