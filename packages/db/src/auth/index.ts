export { accounts, sessions, verifications } from './auth.table.ts';
export { authSchema } from './auth-schema.ts';
export { deleteAllSessions } from './sessions.queries.ts';
export { takeVerification } from './verifications.queries.ts';
