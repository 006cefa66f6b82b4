import type { App } from '../../context.ts';

export function registerStaffModerationRoutes(_app: App): void {}
