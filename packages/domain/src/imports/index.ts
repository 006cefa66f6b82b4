export * from './event-page-draft.schema.ts';
export { extractEventFromPage } from './schema-org-event.ts';
