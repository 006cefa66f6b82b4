export {
  confirmNewsletterSubscription,
  listNewsletterRecipients,
  type NewsletterSubscription,
  type NewsletterSubscriptionStatus,
  recordRegionInterest,
  setEmailMarketing,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
  unsubscribeNewsletterSubscription,
} from './newsletter.queries.ts';
export { newsletterSubscribers, regionInterest } from './newsletter.table.ts';
