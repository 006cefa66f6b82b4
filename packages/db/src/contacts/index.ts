export {
  countUnsyncedContactHashes,
  deleteContactHashes,
  syncContactHashes,
} from './contact-hashes.queries.ts';
export { contactHashes } from './contact-hashes.table.ts';
export { notifyContactsOfJoinedUser } from './contact-joined.queries.ts';
export { countContactMatches, listContactMatches } from './contact-matches.queries.ts';
