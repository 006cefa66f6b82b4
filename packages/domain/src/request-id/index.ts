export { isSaneRequestId, REQUEST_ID_HEADER, readRequestId } from './request-id.ts';
