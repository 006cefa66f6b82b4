/**
 * Every table, in one module: drizzle-kit reads it to generate migrations and the clients pass it to drizzle()
 * for relational queries. Not a barrel for callers: import query functions from their feature's subpath.
 */
export { pageViewCounts } from './analytics/page-views.table.ts';
export { accounts, sessions, verifications } from './auth/auth.table.ts';
export { cacheEntries } from './cache/cache-entries.table.ts';
export { calendarFeedTokens } from './calendar-feeds/calendar-feed-tokens.table.ts';
export { calendarImportRuns } from './calendar-imports/calendar-import-runs.table.ts';
export { calendarImportedEvents } from './calendar-imports/calendar-imported-events.table.ts';
export { calendarSources } from './calendar-imports/calendar-sources.table.ts';
export {
  collectionInvites,
  collectionItems,
  collectionParticipants,
  collectionShares,
} from './collections/collection-members.table.ts';
export { collections } from './collections/collections.table.ts';
export { commentLikes, commentVotes } from './comments/comment-reactions.table.ts';
export { comments } from './comments/comments.table.ts';
export { featureTagItems } from './config/feature-tag-items.table.ts';
export { featureTags } from './config/feature-tags.table.ts';
export { remoteConfig } from './config/remote-config.table.ts';
export { contactHashes } from './contacts/contact-hashes.table.ts';
export { contestEntries, contests } from './contests/contests.table.ts';
export { experienceBoosts } from './curation/experience-boosts.table.ts';
export { featuredCategories } from './curation/featured-categories.table.ts';
export { experienceScores } from './discover/experience-scores.table.ts';
export { categories, experienceCategories } from './experiences/categories.table.ts';
export { experiences } from './experiences/experiences.table.ts';
export { occurrences } from './experiences/occurrences.table.ts';
export { follows } from './follows/follows.table.ts';
export { hostFollows } from './follows/host-follows.table.ts';
export { placeFollows } from './follows/place-follows.table.ts';
export { hosts } from './hosts/hosts.table.ts';
export { interested } from './interested/interested.table.ts';
export { locations } from './locations/locations.table.ts';
export { mailSuppressions } from './mail-delivery/mail-suppressions.table.ts';
export { newsletterDeliveries } from './mail-delivery/newsletter-deliveries.table.ts';
export { mediaItems } from './media/media-items.table.ts';
export { bannedIdentities, moderatedItems } from './moderation/moderated-items.table.ts';
export { reportCases, reports } from './moderation/report-cases.table.ts';
export { newsletterSubscribers, regionInterest } from './newsletter/newsletter.table.ts';
export { newsletterIssueItems, newsletterIssues } from './newsletter/newsletter-issues.table.ts';
export { notificationActors } from './notifications/notification-actors.table.ts';
export { notificationDeliveries } from './notifications/notification-deliveries.table.ts';
export { notificationPreferences } from './notifications/notification-preferences.table.ts';
export { notifications } from './notifications/notifications.table.ts';
export { notifiedOccurrences } from './notifications/notified-occurrences.table.ts';
export { places } from './places/places.table.ts';
export { posts } from './posts/posts.table.ts';
export { pushDevices } from './push/push-devices.table.ts';
export { rateLimits } from './rate-limits/rate-limits.table.ts';
export { experienceReviews } from './review/experience-reviews.table.ts';
export { roundups } from './roundups/roundups.table.ts';
export { searchRecommendations } from './search/search-recommendations.table.ts';
export { staffActions } from './staff/staff-actions.table.ts';
export { streams } from './streams/streams.table.ts';
export { profiles } from './users/profiles.table.ts';
export { userCategories } from './users/user-categories.table.ts';
export { users } from './users/users.table.ts';
