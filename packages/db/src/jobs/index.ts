export { findLease, type LeaseOptions, releaseLease, tryAcquireLease } from './job-leases.queries.ts';
export { jobLeases } from './job-leases.table.ts';
