export { contacts } from './contacts.table.ts';
