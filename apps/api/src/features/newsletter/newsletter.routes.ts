import type { App } from '../../context.ts';

export function registerNewsletterRoutes(_app: App): void {}
