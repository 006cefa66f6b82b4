export {
  listStaffActions,
  type NewStaffAction,
  recordStaffAction,
  type StaffActionFilter,
  type StaffActionListRow,
  type StaffActionRow,
} from './staff-actions.queries.ts';
export { staffActions } from './staff-actions.table.ts';
export {
  changeStaffRoles,
  findUserByEmail,
  listHoldersOf,
  listPeopleForStaff,
  listStaff,
  type PersonListRow,
  type RolesChange,
  setUserTrusted,
  type TrustChange,
} from './staff-people.queries.ts';
