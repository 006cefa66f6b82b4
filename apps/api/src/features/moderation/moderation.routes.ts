/**
 * Reports and moderation (issue 23): a member's report (reports.routes.ts) and the moderators' calls under
 * /api/v1/staff (staff/staff-moderation.routes.ts). Who may make each is in http/access-policy.ts and
 * docs/moderation.md.
 */
import type { App } from '../../context.ts';
import { registerStaffModerationRoutes } from '../staff/staff-moderation.routes.ts';
import { registerReportRoutes } from './reports.routes.ts';

export function registerModerationRoutes(app: App): void {
  registerReportRoutes(app);
  registerStaffModerationRoutes(app);
}
