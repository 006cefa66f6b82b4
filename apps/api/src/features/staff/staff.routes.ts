/**
 * The back office's calls (issue 23), all under /api/v1/staff: who may make each is in http/access-policy.ts
 * (admin, editor, moderator; an admin may do everything), enforced before any input is read, and listed in
 * docs/moderation.md.
 */
import type { App } from '../../context.ts';
import { registerModerationRoutes } from '../moderation/moderation.routes.ts';
import { registerCurationRoutes } from './curation/curation.routes.ts';
import { registerStaffAuditRoutes } from './staff-audit.routes.ts';
import { registerStaffOverviewRoutes } from './staff-overview.routes.ts';
import { registerStaffPeopleRoutes } from './staff-people.routes.ts';
import { registerStaffReviewRoutes } from './staff-review.routes.ts';

export function registerStaffRoutes(app: App): void {
  registerStaffOverviewRoutes(app);
  registerStaffPeopleRoutes(app);
  registerStaffAuditRoutes(app);
  registerStaffReviewRoutes(app);
  registerCurationRoutes(app);
  registerModerationRoutes(app);
}
