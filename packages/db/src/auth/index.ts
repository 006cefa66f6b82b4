export { accounts, sessions, verifications } from './auth.table.ts';
export { authSchema } from './auth-schema.ts';
export { takeVerification } from './verifications.queries.ts';
