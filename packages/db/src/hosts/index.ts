export {
  canActForHost,
  findHostBySlug,
  type HostRow,
  listHostsByIds,
  listHostsPage,
} from './hosts.queries.ts';
export { hosts } from './hosts.table.ts';
