export { jobLeases } from './job-leases.table.ts';
