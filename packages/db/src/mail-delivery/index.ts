export {
  addressHashSql,
  findSuppressions,
  hashAddress,
  liftSuppression,
  SUPPRESSION_REASONS,
  type SuppressionReason,
  suppressAddresses,
} from './mail-suppressions.queries.ts';
export { mailSuppressions } from './mail-suppressions.table.ts';
export {
  claimDelivery,
  countNewsletterDeliveries,
  failQueuedDeliveries,
  listQueuedDeliveries,
  listSendingNewsletterIssues,
  type NewsletterDeliveryCounts,
  type NewsletterDeliveryPlan,
  type NewsletterDeliveryStatus,
  planNewsletterDeliveries,
  type QueuedDelivery,
  recordDeliveryFailure,
} from './newsletter-deliveries.queries.ts';
export { newsletterDeliveries } from './newsletter-deliveries.table.ts';
