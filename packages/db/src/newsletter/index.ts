export {
  recordRegionInterest,
  setEmailMarketing,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from './newsletter.queries.ts';
export { newsletterSubscribers, regionInterest } from './newsletter.table.ts';
