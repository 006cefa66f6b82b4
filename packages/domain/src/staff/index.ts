export {
  decidePublishState,
  type PublishDecision,
  type PublishRequest,
  REVIEW_REASON_MAX_LENGTH,
  REVIEW_STATES,
  type ReviewState,
} from './review-rule.ts';
export {
  STAFF_ACTIONS,
  STAFF_TARGET_TYPES,
  type StaffAction,
  type StaffTargetType,
} from './staff-actions.ts';
export {
  formatStaffRoles,
  hasStaffRole,
  isStaff,
  isStaffRole,
  ORDINARY_ROLE,
  parseStaffRoles,
  STAFF_ROLE_DUTIES,
  STAFF_ROLES,
  type StaffRole,
} from './staff-roles.ts';
