export { syncContactHashes } from './contact-hashes.queries.ts';
export { contactHashes } from './contact-hashes.table.ts';
export { contacts } from './contacts.table.ts';
