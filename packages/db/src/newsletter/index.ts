export {
  confirmNewsletterSubscription,
  findNewsletterSubscriptionEmail,
  listNewsletterRecipients,
  listNewsletterSubscriptionsOfEmail,
  type NewsletterSubscription,
  type NewsletterSubscriptionStatus,
  recordRegionInterest,
  setEmailMarketing,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
  unsubscribeNewsletterSubscription,
} from './newsletter.queries.ts';
export { newsletterSubscribers, regionInterest } from './newsletter.table.ts';
export {
  type CollectionCard,
  type LeadingRecommendation,
  listCollectionCards,
  listLeadingRecommendations,
  listNewlyPublishedExperienceIds,
  type NewsletterCandidate,
  searchNewsletterCandidates,
} from './newsletter-composition.queries.ts';
export {
  addNewsletterIssueItem,
  claimNewsletterIssueForSending,
  createComposedNewsletterIssue,
  findComingNewsletterIssue,
  findNewsletterIssue,
  findNewsletterIssueByDate,
  listSentNewsletterIssues,
  markNewsletterIssueSent,
  moveNewsletterIssueItem,
  type NewsletterEditRefusal,
  type NewsletterIssueItemRow,
  type NewsletterIssueRow,
  type NewsletterIssueWithItems,
  type NewsletterItemSnapshot,
  releaseDueNewsletterIssues,
  removeNewsletterIssueItem,
  setNewsletterIssueSendTime,
  updateNewsletterIssueText,
} from './newsletter-issues.queries.ts';
export {
  NEWSLETTER_ISSUE_STATUSES,
  NEWSLETTER_ITEM_TYPES,
  NEWSLETTER_SECTIONS,
  type NewsletterIssueStatus,
  type NewsletterItemType,
  type NewsletterSection,
  newsletterIssueItems,
  newsletterIssues,
} from './newsletter-issues.table.ts';
export {
  listNewsletterPersonalPicks,
  type NewsletterPersonalPicks,
  type PersonalPicksScope,
} from './newsletter-personal.queries.ts';
